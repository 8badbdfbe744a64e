'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { PreviewDraft } from '@/lib/api/contract/revisions';
import { FormProblem } from './FormOutcome';
import { useAdminSave } from './use-admin-save';
import styles from './Admin.module.css';

export interface PreviewTexts {
  preview: string;
  previewLanguage: string;
  previewing: string;
}

/**
 * The product form's "Preview": sends the form's current values (saved or not) as a draft, then
 * opens the product's public page with them in the chosen language, in a new tab.
 */
export default function ProductPreviewButton({
  productId,
  values,
  languages,
  initial,
  texts,
}: {
  productId: number;
  values: () => Record<string, unknown>;
  /** Each language and the preview's address in it (`{draft}` is replaced). */
  languages: readonly { locale: string; name: string; href: string }[];
  /** The language chosen at first (the back office's own). */
  initial: string;
  texts: PreviewTexts;
}) {
  const { state, run } = useAdminSave();
  const [language, setLanguage] = useState(initial);

  async function open() {
    const target = languages.find((l) => l.locale === language);
    if (!target) return;
    // Opened at once (a click's own window is not blocked), then sent where the draft is.
    const tab = window.open('about:blank', '_blank');
    const draft = await run(() => api.post<PreviewDraft>(`/admin/products/${productId}/preview`, { data: values(), errorMessageMode: 'none' }), { refresh: false });
    if (!draft) tab?.close();
    else if (tab) tab.location.href = target.href.replace('{draft}', encodeURIComponent(draft.token));
  }

  return (
    <span className={styles.productActions}>
      <select
        className={styles.input}
        value={language}
        onChange={(e) => setLanguage(e.target.value)}
        aria-label={texts.previewLanguage}
        style={{ inlineSize: 'auto', maxInlineSize: '8rem' }}
      >
        {languages.map((l) => (
          <option key={l.locale} value={l.locale} lang={l.locale}>
            {l.name}
          </option>
        ))}
      </select>
      <button type="button" className="button button--ghost" onClick={open} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? texts.previewing : texts.preview}
      </button>
      <FormProblem state={state} />
    </span>
  );
}
