'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import { useRouter } from 'next/navigation';
import { TRANSLATE_LIMITS, type TranslatableKind, type TranslateFillRecord, type TranslateFillResult } from '@/lib/api/contract/translate';
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
  /** While a bulk fill runs: "{done} of {count} products…". */
  progress: string;
}

const fillIn = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

/** What a fill did, in the words of `texts` (the bulk fill names the products done first). */
function summary(texts: FillTexts, records: readonly TranslateFillRecord[], bulk: boolean): { said: string; failed: boolean } {
  const filled = records.reduce((sum, r) => sum + r.filled.length, 0);
  const failed = [...new Set(records.flatMap((r) => r.failed))];
  const said = [
    bulk ? fillIn(texts.bulkDone, { count: records.length }) : '',
    fillIn(texts.filled, { count: filled }),
    failed.length ? fillIn(texts.failed, { locales: failed.map((l) => LOCALE_NATIVE_NAMES[l]).join(', ') }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { said, failed: failed.length > 0 };
}

/**
 * "Fill the missing languages" of one record, or of the products chosen on the product list
 * (`bulk`: asks first, then sends them a few at a time, saying how far it is): the server
 * translates the empty languages, saves them and marks them machine translated; the page's data
 * is then refreshed, and what was filled and what failed is said beside the button. A bulk fill
 * that fails midway (the rate limit, the provider) stops there and says what was done before.
 * Shown only when a provider is configured (the page decides).
 */
export default function FillMissingLanguages({
  kind,
  ids,
  bulk = false,
  label,
  texts,
  matches,
}: {
  kind: TranslatableKind;
  ids: readonly number[];
  bulk?: boolean;
  /** The button's own text (the bulk action names its scope). */
  label?: string;
  texts: FillTexts;
  /** A bulk fill of every match of a list's filter: how many, and how to read their ids when the fill starts. */
  matches?: { count: number; read: () => Promise<{ ids: readonly number[] }> };
}) {
  const { state, run } = useAdminSave();
  const [asking, setAsking] = useState(false);
  const [records, setRecords] = useState<TranslateFillRecord[] | null>(null);
  const [done, setDone] = useState(0);
  // A bulk fill is several calls: busy from the first to the last, not only during each.
  const [running, setRunning] = useState(false);
  // How many a running bulk fill goes through (every match is counted again when its ids are read).
  const [count, setCount] = useState(matches?.count ?? ids.length);
  const router = useRouter();

  async function fill() {
    setAsking(false);
    setRecords(null);
    if (!bulk) {
      const answer = await run(() => api.post<TranslateFillResult>('/admin/translate/fill', { data: { kind, id: ids[0] }, errorMessageMode: 'none' }));
      if (answer) setRecords(answer.records);
      return;
    }
    const all: TranslateFillRecord[] = [];
    setDone(0);
    setRunning(true);
    const chosen = matches ? (await run(matches.read, { refresh: false }))?.ids : ids;
    if (!chosen) {
      setRunning(false);
      return;
    }
    setCount(chosen.length);
    for (let at = 0; at < chosen.length; at += TRANSLATE_LIMITS.step) {
      const step = chosen.slice(at, at + TRANSLATE_LIMITS.step).map(String);
      const answer = await run(() => api.post<TranslateFillResult>('/admin/translate/fill', { data: { kind, ids: step }, errorMessageMode: 'none' }), { refresh: false });
      if (!answer) break;
      all.push(...answer.records);
      setDone(all.length);
    }
    setRecords(all);
    setRunning(false);
    router.refresh();
  }

  const busy = running || state.kind === 'busy';
  const outcome = records && (records.length > 0 || state.kind !== 'failed') ? summary(texts, records, bulk) : null;
  const said = busy && bulk ? fillIn(texts.progress, { done, count }) : (outcome?.said ?? '');
  return (
    <div className={own.fill} aria-busy={busy}>
      {asking ? (
        <>
          <span>{fillIn(texts.confirmBulk, { count: matches?.count ?? ids.length })}</span>
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
          disabled={busy || (matches?.count ?? ids.length) === 0}
          onClick={() => (bulk ? setAsking(true) : fill())}
          title={texts.hint}
        >
          {busy ? texts.filling : (label ?? texts.fill)}
        </button>
      )}
      <span role="status" className={outcome?.failed ? styles.problem : styles.muted}>
        {said}
      </span>
      <FormProblem state={state} />
    </div>
  );
}
