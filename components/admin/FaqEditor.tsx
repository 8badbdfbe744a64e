'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { Locale } from '@/lib/config';
import type { AdminFaq } from '@/lib/api/contract/catalogue-admin';
import LocalizedFields, { type LocalizedValues } from './LocalizedFields';
import { EditorActions, SaveProblem, type ContentFormTexts } from './FaqControls';
import { useAdminSave } from './use-admin-save';
import FillMissingLanguages from './translate/FillMissingLanguages';
import { marksOf, type TranslationKit } from './translate/kit';
import styles from './Admin.module.css';

export interface FaqEditorTexts {
  question: string;
  answer: string;
  answerHint: string;
}

type Values = { question: LocalizedValues; answer: LocalizedValues };

/**
 * A question and its answer in the 14 locales: a new one (`item` absent: POST) or an existing one
 * (PATCH with the `updated_at` its texts were read at; a later save by someone else is a 409).
 */
export default function FaqEditor({
  item,
  title,
  texts,
  form,
  onClose,
  translation,
}: {
  item?: AdminFaq;
  title: string;
  texts: FaqEditorTexts;
  form: ContentFormTexts;
  onClose: () => void;
  translation?: TranslationKit;
}) {
  const { state, run, fieldError } = useAdminSave();
  const [values, setValues] = useState<Values>({ question: { ...item?.question }, answer: { ...item?.answer } });
  // The version these texts belong to: the one read, then the one each save answers.
  const [base, setBase] = useState(item?.updated_at ?? '');
  // A newer version than this form's own saves (a fill of the missing languages): start from it.
  const [seen, setSeen] = useState(item?.updated_at);
  if (item && item.updated_at !== seen) {
    setSeen(item.updated_at);
    if (item.updated_at !== base) {
      setValues({ question: { ...item.question }, answer: { ...item.answer } });
      setBase(item.updated_at);
    }
  }

  function change(name: string, locale: Locale, value: string) {
    setValues((v) => ({ ...v, [name]: { ...v[name as keyof Values], [locale]: value } }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (item) {
      const saved = await run(() => api.patch<AdminFaq>(`/admin/faq/${item.id}`, { data: { ...values, updated_at: base }, errorMessageMode: 'none' }));
      if (saved) setBase(saved.updated_at);
    } else {
      const created = await run(() => api.post<AdminFaq>('/admin/faq', { data: values, errorMessageMode: 'none' }));
      if (created) onClose();
    }
  }

  return (
    <form className={`${styles.form} ${styles.faqEditor}`} onSubmit={submit} aria-busy={state.kind === 'busy'} aria-label={title}>
      <h3 className={styles.faqEditorTitle}>{title}</h3>
      {item && translation?.fill ? <FillMissingLanguages kind="faq" ids={[item.id]} texts={translation.fill} /> : null}
      <LocalizedFields
        machine={item ? marksOf(translation, item.id) : undefined}
        fields={[
          { name: 'question', label: texts.question, required: true },
          { name: 'answer', label: texts.answer, rows: 7, required: true, hint: texts.answerHint },
        ]}
        values={values}
        onChange={change}
        errorOf={fieldError}
        texts={form}
      />
      <SaveProblem state={state} texts={form} shownFields={['question', 'answer']} />
      <EditorActions state={state} editing={Boolean(item)} onClose={onClose} texts={form} />
    </form>
  );
}
