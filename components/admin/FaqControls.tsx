'use client';

import { useState, type ReactNode } from 'react';
import { api } from '@/lib/api/client';
import { LOCALES, type Locale } from '@/lib/config';
import type { LocalizedFieldsTexts, LocalizedValues } from './LocalizedFields';
import { useAdminSave, type SaveState } from './use-admin-save';
import styles from './Admin.module.css';
import { SaveRow } from './FormOutcome';
import MoveArrows from './MoveArrows';

/*
 * The parts the content lists share (FAQ and categories): the texts of the content forms, the
 * refusal of a save (with "reload" on a 409), move up/down, and delete after an inline
 * confirmation.
 */

/** The language tabs' texts (LocalizedFields) and the buttons and notes of the content forms. */
export interface ContentFormTexts extends LocalizedFieldsTexts {
  save: string;
  saving: string;
  saved: string;
  delete: string;
  confirmDelete: string;
  cancel: string;
  create: string;
  moveUp: string;
  moveDown: string;
  reloadHint: string;
  reload: string;
  edit: string;
  close: string;
  /** The way to a record's history. */
  history: string;
  /** "{count} of {total} languages", filled in here. */
  languagesDone: string;
}

/** A text in the back office's language, else English, else Chinese (what the list shows). */
export function previewOf(text: LocalizedValues, locale: Locale): string {
  return text[locale] || text.en || text['zh-CN'] || Object.values(text).find(Boolean) || '';
}

/** How many of the 14 locales have every one of the texts. */
export function localesDone(texts: LocalizedValues[]): number {
  return LOCALES.filter((l) => texts.every((t) => (t[l] ?? '').trim() !== '')).length;
}

export function languagesLabel(template: string, count: number): string {
  return template.replace('{count}', String(count)).replace('{total}', String(LOCALES.length));
}

/** The server's refusal of a save: its message, the field messages not shown beside a field, and "reload" on a conflict. */
export function SaveProblem({ state, texts, shownFields = [] }: { state: SaveState; texts: ContentFormTexts; shownFields?: readonly string[] }) {
  if (state.kind !== 'failed') return null;
  const others = Object.entries(state.fields)
    .filter(([name]) => !shownFields.some((f) => name === f || name.startsWith(`${f}.`)))
    .map(([, message]) => message);
  // A 409's message already says to reload: the button does it.
  return (
    <div className={styles.faqProblem} role="alert">
      <p>
        {[state.message, ...others].filter(Boolean).join(' ')}
        {state.status === 409 ? (
          <>
            {' '}
            <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
              {texts.reload}
            </button>
          </>
        ) : null}
      </p>
    </div>
  );
}

/** Move one place up or down (`POST {url}/move`), then the page's data is refreshed. */
export function MoveButtons({ url, canUp, canDown, name, texts }: { url: string; canUp: boolean; canDown: boolean; name: string; texts: ContentFormTexts }) {
  const { state, run } = useAdminSave();
  const move = (direction: 'up' | 'down') => run(() => api.post(`${url}/move`, { data: { direction }, errorMessageMode: 'none' }));
  return (
    <>
      <MoveArrows name={name} canUp={canUp} canDown={canDown} busy={state.kind === 'busy'} onMove={move} texts={texts} round />
      {state.kind === 'failed' ? (
        <p className={`${styles.problem} ${styles.faqWide}`} role="alert">
          {state.message}
        </p>
      ) : null}
    </>
  );
}

/**
 * Delete after a confirmation in place: `DELETE {url}?updated_at=…` (a record changed since it
 * was read is not deleted: 409). `hint` says when deleting will be refused.
 */
export function DeleteButton({ url, updatedAt, name, hint, texts }: { url: string; updatedAt: string; name: string; hint?: string; texts: ContentFormTexts }) {
  const { state, run } = useAdminSave();
  const [asking, setAsking] = useState(false);
  const busy = state.kind === 'busy';

  async function remove() {
    const done = await run(async () => {
      await api.delete(url, { params: { updated_at: updatedAt }, errorMessageMode: 'none' });
      return true;
    });
    if (done) setAsking(false);
  }

  return (
    <>
      {asking ? (
        <span className={styles.faqConfirm} role="group" aria-label={`${texts.delete}: ${name}`}>
          <span>{texts.confirmDelete}</span>
          {hint ? <small className={styles.muted}>{hint}</small> : null}
          <span className={styles.faqConfirmButtons}>
            <button type="button" className={`button ${styles.faqDanger}`} disabled={busy} onClick={remove}>
              {texts.delete}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => setAsking(false)}>
              {texts.cancel}
            </button>
          </span>
        </span>
      ) : (
        <button type="button" className={`button button--ghost ${styles.faqDangerGhost}`} onClick={() => setAsking(true)} aria-label={`${texts.delete}: ${name}`}>
          {texts.delete}
        </button>
      )}
      {state.kind === 'failed' ? (
        <div className={styles.faqWide}>
          <SaveProblem state={state} texts={texts} />
        </div>
      ) : null}
    </>
  );
}

/** An editor's last row: save (or create), close (or cancel), and "saved" once an edit is saved. */
export function EditorActions({ state, editing, onClose, texts }: { state: SaveState; editing: boolean; onClose: () => void; texts: ContentFormTexts }) {
  return (
    <SaveRow state={state} label={editing ? texts.save : texts.create} busyLabel={texts.saving} saved={{ text: texts.saved, shown: editing }}>
      <button type="button" className="button button--ghost" onClick={onClose}>
        {editing ? texts.close : texts.cancel}
      </button>
    </SaveRow>
  );
}

/** A list's "+ new" button, and in its place the new item's editor (given the way to close it) while it is open. */
export function CreatePanel({ label, editor }: { label: string; editor: (close: () => void) => ReactNode }) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <div className={styles.faqToolbar}>
        {!creating ? (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            + {label}
          </button>
        ) : null}
      </div>
      {creating ? <section className={styles.panel}>{editor(() => setCreating(false))}</section> : null}
    </>
  );
}

/**
 * A content row's buttons, the same for a question and a category: edit (or close) it in place
 * (`editing` is the list's open row), move it among its `siblings`, delete it. `path` is the
 * records' (`/admin/faq`); the row's own is `path/id`.
 */
export function RowActions<T extends { id: number; updated_at: string }>({
  path,
  item,
  siblings,
  name,
  editing,
  onEdit,
  hint,
  texts,
}: {
  path: string;
  item: T;
  siblings: readonly T[];
  name: string;
  editing: number | null;
  onEdit: (id: number | null) => void;
  hint?: string;
  texts: ContentFormTexts;
}) {
  const url = `${path}/${item.id}`;
  const open = editing === item.id;
  const index = siblings.indexOf(item);
  return (
    <div className={styles.faqActions}>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        onClick={() => onEdit(open ? null : item.id)}
        aria-label={`${open ? texts.close : texts.edit}: ${name}`}
      >
        {open ? texts.close : texts.edit}
      </button>
      <MoveButtons url={url} canUp={index > 0} canDown={index < siblings.length - 1} name={name} texts={texts} />
      <DeleteButton url={url} updatedAt={item.updated_at} name={name} hint={hint} texts={texts} />
    </div>
  );
}
