'use client';

import { useId, useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import { TRUST_DOCUMENT, type AdminCertification, type TrustDocument } from '@/lib/api/contract/trust';
import { acceptList, formatBytes } from '@/lib/uploads';
import ImageUpload from '../ImageUpload';
import { EditorActions, SaveProblem, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';

export interface CertificationTexts {
  name: string;
  nameHint: string;
  number: string;
  issuer: string;
  validUntil: string;
  document: string;
  documentHint: string;
  upload: string;
  uploading: string;
  removeDocument: string;
  noDocument: string;
}

type Plain = 'name' | 'number' | 'issuer' | 'valid_until';

/**
 * A certification: its name, number, issuer, validity and document (uploaded first, saved with the
 * certification). A new one is POSTed; an existing one PATCHed with the `updated_at` it was read at.
 */
interface Props {
  /** The certification edited; none for a new one. */
  item?: AdminCertification;
  title: string;
  texts: CertificationTexts;
  form: ContentFormTexts;
  onClose: () => void;
}

export default function CertificationEditor({ item, title, texts, form, onClose }: Props) {
  const { state, run, fieldError } = useAdminSave();
  const id = useId();
  const [values, setValues] = useState<Record<Plain, string>>({
    name: item?.name ?? '',
    number: item?.number ?? '',
    issuer: item?.issuer ?? '',
    valid_until: item?.valid_until ?? '',
  });
  const [document, setDocument] = useState<TrustDocument | null>(item?.document ?? null);
  const [base, setBase] = useState(item?.updated_at ?? '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = { ...values, document: document?.handle ?? '' };
    if (item) {
      const saved = await run(() => api.patch<AdminCertification>(`/admin/trust/certifications/${item.id}`, { data: { ...data, updated_at: base }, errorMessageMode: 'none' }));
      if (saved) setBase(saved.updated_at);
    } else {
      const created = await run(() => api.post<AdminCertification>('/admin/trust/certifications', { data, errorMessageMode: 'none' }));
      if (created) onClose();
    }
  }

  function input(name: Plain, label: string, options: { type?: 'date'; hint?: string; ltr?: boolean } = {}) {
    const error = fieldError(name);
    // The hint and the server's refusal under the field, each named by the input's description.
    const notes = (
      [
        ['hint', options.hint, styles.muted],
        ['error', error, styles.problem],
      ] as const
    ).filter(([, text]) => Boolean(text));
    const inputId = `${id}-${name}`;
    const described = notes.map(([kind]) => `${inputId}-${kind}`).join(' ');
    return (
      <div className={styles.field}>
        <label htmlFor={inputId}>
          <span>{label}</span>
        </label>
        <input
          id={inputId}
          className={styles.input}
          type={options.type ?? 'text'}
          dir={options.ltr ? 'ltr' : undefined}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {notes.map(([kind, text, className]) => (
          <small key={kind} id={`${inputId}-${kind}`} className={className}>
            {text}
          </small>
        ))}
      </div>
    );
  }

  const documentError = fieldError('document');
  return (
    <form className={`${styles.form} ${styles.faqEditor}`} onSubmit={submit} aria-busy={state.kind === 'busy'} aria-label={title} noValidate>
      <h3 className={styles.faqEditorTitle}>{title}</h3>
      <div className={styles.productGrid}>
        {input('name', texts.name, { hint: texts.nameHint, ltr: true })}
        {input('number', texts.number, { ltr: true })}
        {input('issuer', texts.issuer, { ltr: true })}
        {input('valid_until', texts.validUntil, { type: 'date', ltr: true })}
      </div>
      <div className={styles.field} role="group" aria-labelledby={`${id}-document`}>
        <span id={`${id}-document`}>{texts.document}</span>
        <p className={styles.muted} style={{ margin: 0 }}>
          {document ? (
            <a href={document.url} download={document.name}>
              {document.name} ({formatBytes(document.bytes)})
            </a>
          ) : (
            texts.noDocument
          )}
        </p>
        <small className={styles.muted}>{texts.documentHint}</small>
        <div className={styles.formRow}>
          <ImageUpload<TrustDocument>
            action="/admin/trust/documents"
            accept={acceptList(TRUST_DOCUMENT.kinds)}
            sendName
            label={texts.upload}
            busyLabel={texts.uploading}
            onUploaded={setDocument}
          />
          {document ? (
            <button type="button" className="button button--ghost" onClick={() => setDocument(null)}>
              {texts.removeDocument}
            </button>
          ) : null}
        </div>
        {documentError ? <small className={styles.problem}>{documentError}</small> : null}
      </div>
      <SaveProblem state={state} texts={form} shownFields={['name', 'number', 'issuer', 'valid_until', 'document']} />
      <EditorActions state={state} editing={Boolean(item)} onClose={onClose} texts={form} />
    </form>
  );
}
