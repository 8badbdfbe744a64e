'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/config';
import type { AdminFaq } from '@/lib/api/contract/catalogue-admin';
import FaqEditor, { type FaqEditorTexts } from './FaqEditor';
import { CreatePanel, RowActions, languagesLabel, localesDone, previewOf, type ContentFormTexts } from './FaqControls';
import type { TranslationKit } from './translate/kit';
import styles from './Admin.module.css';

export interface FaqManagerTexts extends FaqEditorTexts {
  create: string;
  createTitle: string;
  /** "Edit question {number}" */
  editTitle: string;
  /** "Question {number}" */
  number: string;
  empty: string;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

/** The FAQ in its public order: a question per row (edit in place, move, delete) and "new question". */
export default function FaqManager({
  list,
  locale,
  historyHref,
  texts,
  form,
  translation,
}: {
  list: AdminFaq[];
  locale: Locale;
  /** A question's history: `{id}` is replaced. */
  historyHref: string;
  texts: FaqManagerTexts;
  form: ContentFormTexts;
  translation?: TranslationKit;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const shared = { texts, form, translation };

  return (
    <>
      <CreatePanel label={texts.create} editor={(close) => <FaqEditor title={texts.createTitle} texts={texts} form={form} onClose={close} />} />
      {list.length === 0 ? <p className={styles.empty}>{texts.empty}</p> : null}
      <ol className={styles.faqList}>
        {list.map((item, index) => {
          const question = previewOf(item.question, locale);
          const number = index + 1;
          const open = editing === item.id;
          return (
            <li key={item.id} className={styles.faqItem}>
              <div className={styles.faqItemHead}>
                <span className={styles.faqNumber} aria-label={fill(texts.number, { number })}>
                  {number}
                </span>
                <div className={styles.faqItemText}>
                  <p className={styles.faqQuestion}>{question}</p>
                  <p className={styles.faqAnswer}>{previewOf(item.answer, locale)}</p>
                  <p className={styles.faqMeta}>{languagesLabel(form.languagesDone, localesDone([item.question, item.answer]))}</p>
                </div>
              </div>
              <RowActions path="/admin/faq" item={item} siblings={list} name={question} editing={editing} onEdit={setEditing} texts={form} />
              {open ? (
                <>
                  <a className={`button button--ghost ${styles.faqWide}`} href={fill(historyHref, { id: item.id })}>
                    {form.history}
                  </a>
                  <FaqEditor key={item.id} item={item} title={fill(texts.editTitle, { number })} onClose={() => setEditing(null)} {...shared} />
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
