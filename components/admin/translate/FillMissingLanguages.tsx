'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { TranslatableKind, TranslateFillResult } from '@/lib/api/contract/translate';
import { LOCALE_NATIVE_NAMES } from '@/lib/config';
import { useAdminSave } from '../use-admin-save';
import { FormProblem } from '../FormOutcome';
import styles from '../Admin.module.css';
import own from './Translate.module.css';

/** The button's texts; `{count}` and `{locales}` are filled in here. */
export interface FillTexts {
  fill: string;
  filling: string;
  hint: string;
  filled: string;
  failed: string;
  confirm: string;
  cancel: string;
  /** The bulk action's question ("… the {count} products on this page?") and its result. */
  confirmBulk: string;
  bulkDone: string;
}

/**
 * "Fill the missing languages" of one record, or of the products of a list page (`bulk`: asks
 * first): the server translates the empty languages, saves them and marks them machine
 * translated; the page's data is then refreshed, and what was filled and what failed is said
 * beside the button. Shown only when a provider is configured (the page decides).
 */
export default function FillMissingLanguages({
  kind,
  ids,
  bulk = false,
  label,
  texts,
}: {
  kind: TranslatableKind;
  ids: readonly number[];
  bulk?: boolean;
  /** The button's own text (the bulk action names its scope). */
  label?: string;
  texts: FillTexts;
}) {
  const { state, run } = useAdminSave();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<TranslateFillResult | null>(null);

  async function fill() {
    setAsking(false);
    setResult(null);
    const data = bulk ? { kind, ids: ids.map(String) } : { kind, id: ids[0] };
    const answer = await run(() => api.post<TranslateFillResult>('/admin/translate/fill', { data, errorMessageMode: 'none' }));
    if (answer) setResult(answer);
  }

  const filled = result ? result.records.reduce((sum, r) => sum + r.filled.length, 0) : 0;
  const failed = result ? [...new Set(result.records.flatMap((r) => r.failed))] : [];
  const said = result
    ? [
        bulk ? texts.bulkDone.replace('{count}', String(result.records.length)) : '',
        texts.filled.replace('{count}', String(filled)),
        failed.length ? texts.failed.replace('{locales}', failed.map((l) => LOCALE_NATIVE_NAMES[l]).join(', ')) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : '';
  return (
    <div className={own.fill} aria-busy={state.kind === 'busy'}>
      {asking ? (
        <>
          <span>{texts.confirmBulk.replace('{count}', String(ids.length))}</span>
          <button type="button" className="button" onClick={fill}>
            {texts.confirm}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
            {texts.cancel}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          disabled={state.kind === 'busy' || ids.length === 0}
          onClick={() => (bulk ? setAsking(true) : fill())}
          title={texts.hint}
        >
          {state.kind === 'busy' ? texts.filling : (label ?? texts.fill)}
        </button>
      )}
      <span role="status" className={failed.length ? styles.problem : styles.muted}>
        {said}
      </span>
      <FormProblem state={state} />
    </div>
  );
}
