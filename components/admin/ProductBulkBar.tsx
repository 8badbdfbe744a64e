'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { ProductBulkAction, ProductBulkResult, ProductMatchIds } from '@/lib/api/contract/products-bulk';
import { API } from '@/lib/client-config';
import { FormProblem } from './FormOutcome';
import FillMissingLanguages, { type FillTexts } from './translate/FillMissingLanguages';
import { useSelection } from './list/Selection';
import { useAdminSave } from './use-admin-save';
import styles from './list/Selection.module.css';
import adminStyles from './Admin.module.css';

export interface ProductBulkTexts {
  label: string;
  selectPage: string;
  /** "{count} selected" with the count filled in by the caller's template: `{count}`. */
  selected: string;
  everyMatch: string;
  everyMatchOn: string;
  clear: string;
  publish: string;
  hide: string;
  moveTo: string;
  move: string;
  chooseCategory: string;
  delete: string;
  confirmDelete: string;
  confirm: string;
  cancel: string;
  busy: string;
  /** "{done} changed", "{unchanged} already so", "{missing} gone": templates. */
  done: string;
  unchanged: string;
  missing: string;
  /** "Export the selection", and its links' names with `{format}`. */
  exportLabel: string;
  exportAs: string;
}

/** The bar's fill of the missing languages (a provider is configured): its texts. */
export interface ProductBulkFill {
  texts: FillTexts;
  label: string;
}

const fill = (template: string, values: Record<string, number | string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

/**
 * The product list's bulk bar: choose this page or every match of the filter, then publish, hide,
 * move to a category or delete (after a question naming the count). One call for the whole choice;
 * the answer says how many changed and which were left as they were. The same choice can have its
 * missing languages filled (a few products per call, with the progress) and be exported as a
 * spreadsheet (the chosen ids, or the filter for every match).
 */
export default function ProductBulkBar({
  total,
  filter,
  categories,
  texts,
  translation,
}: {
  /** How many products the filter matches. */
  total: number;
  filter: { keyword: string; category: number | null; state: string };
  categories: readonly (readonly [number, string])[];
  texts: ProductBulkTexts;
  translation?: ProductBulkFill | null;
}) {
  const selection = useSelection();
  const { state, run } = useAdminSave();
  const [category, setCategory] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<ProductBulkResult | null>(null);
  const count = selection.everyMatch ? total : selection.chosen.size;
  const wholePage = selection.pageIds.length > 0 && selection.pageIds.every((id) => selection.chosen.has(id));
  const busy = state.kind === 'busy';
  const chosenIds = [...selection.chosen].sort((a, b) => a - b);
  // Every match is read by id when a fill starts (it goes a few products per call), not on each render of the list.
  const matches = selection.everyMatch ? { count: total, read: () => api.get<ProductMatchIds>('/admin/products/ids', { params: filter, errorMessageMode: 'none' }) } : undefined;
  const exportQuery = selection.everyMatch
    ? Object.entries(filter)
        .filter(([, value]) => value !== null && value !== '')
        .map(([name, value]) => `&${name}=${encodeURIComponent(String(value))}`)
        .join('')
    : `&ids=${[...selection.chosen].join(',')}`;
  const exportHref = (format: 'xlsx' | 'csv') => `${API.base}${API.prefix}/admin/products/export?format=${format}${exportQuery}`;

  async function act(action: ProductBulkAction) {
    const target = selection.everyMatch ? { filter } : { ids: [...selection.chosen] };
    const data = { action, ...target, ...(action === 'move' ? { category: category || null } : {}) };
    const result = await run(() => api.post<ProductBulkResult>('/admin/products/bulk', { data, errorMessageMode: 'none' }));
    if (result) {
      setOutcome(result);
      setDeleting(false);
      selection.clear();
    }
  }

  const refused = (reason: 'unchanged' | 'missing') => outcome?.refused.filter((r) => r.reason === reason).length ?? 0;
  return (
    <div className={styles.bar} role="group" aria-label={texts.label} data-active={count > 0}>
      <label className={styles.check}>
        <input type="checkbox" className={styles.rowCheck} checked={wholePage || selection.everyMatch} onChange={selection.togglePage} disabled={!selection.pageIds.length} />
        {texts.selectPage}
      </label>
      <span className={styles.count} aria-live="polite">
        {fill(texts.selected, { count })}
      </span>
      {wholePage && !selection.everyMatch && total > selection.pageIds.length ? (
        <button type="button" className={styles.linkButton} onClick={() => selection.chooseEveryMatch(true)}>
          {fill(texts.everyMatch, { total })}
        </button>
      ) : null}
      {selection.everyMatch ? (
        <span>
          {fill(texts.everyMatchOn, { total })}{' '}
          <button type="button" className={styles.linkButton} onClick={selection.clear}>
            {texts.clear}
          </button>
        </span>
      ) : null}
      {count > 0 ? (
        <div className={styles.actions}>
          <button type="button" className="button" disabled={busy} onClick={() => act('publish')}>
            {texts.publish}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => act('hide')}>
            {texts.hide}
          </button>
          <span className={styles.move}>
            <select className={adminStyles.input} value={category} onChange={(e) => setCategory(e.target.value)} aria-label={texts.moveTo}>
              <option value="">{texts.chooseCategory}</option>
              {categories.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
            <button type="button" className="button button--ghost" disabled={busy || !category} onClick={() => act('move')}>
              {texts.move}
            </button>
          </span>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => setDeleting(true)}>
            {texts.delete}
          </button>
          <span className={styles.export}>
            <span className={styles.exportLabel}>{texts.exportLabel}</span>
            {(['xlsx', 'csv'] as const).map((format) => (
              <a key={format} className="button button--ghost" href={exportHref(format)} download aria-label={fill(texts.exportAs, { format: format.toUpperCase() })}>
                {format.toUpperCase()}
              </a>
            ))}
          </span>
          {translation ? (
            <div className={styles.fill}>
              <FillMissingLanguages kind="product" ids={chosenIds} matches={matches} bulk label={translation.label} texts={translation.texts} />
            </div>
          ) : null}
        </div>
      ) : null}
      {deleting && count > 0 ? (
        <div className={styles.confirm} role="alertdialog" aria-label={texts.delete}>
          <p>{fill(texts.confirmDelete, { count })}</p>
          <button type="button" className="button" disabled={busy} onClick={() => act('delete')}>
            {busy ? texts.busy : texts.confirm}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setDeleting(false)}>
            {texts.cancel}
          </button>
        </div>
      ) : null}
      {outcome && state.kind === 'saved' ? (
        <p className={styles.outcome} role="status">
          {[
            fill(texts.done, { done: outcome.done }),
            refused('unchanged') ? fill(texts.unchanged, { unchanged: refused('unchanged') }) : '',
            refused('missing') ? fill(texts.missing, { missing: refused('missing') }) : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}
      <FormProblem state={state} />
    </div>
  );
}
