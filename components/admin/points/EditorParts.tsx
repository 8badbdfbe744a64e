'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { SaveProblem, type ContentFormTexts } from '../FaqControls';
import type { SaveState } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminPoints.module.css';
import { SaveRow } from '../FormOutcome';

/*
 * The parts the back office's level and reward editors share: a list edited in place, "Add" opening
 * the new item's form above it, and the foot of an item's form.
 */

/** Which form of an AddableList is open: the new item's, an item's (by id), or none. */
export type OpenForm = number | 'new' | null;

/**
 * "Add" (hidden while the new item's form is open), that form (once it has created the item it
 * closes and the page is read again), the empty note and the items.
 */
export function AddableList({
  open,
  setOpen,
  texts,
  newForm,
  empty,
  children,
}: {
  open: OpenForm;
  setOpen: (open: OpenForm) => void;
  texts: { add: string; addTitle: string; empty: string };
  newForm: (done: () => void) => ReactNode;
  empty: boolean;
  children: ReactNode;
}) {
  const router = useRouter();
  const adding = open === 'new';
  const done = () => {
    setOpen(null);
    router.refresh();
  };
  return (
    <>
      <div className={own.toolbar}>
        {!adding ? (
          <button type="button" className="button" onClick={() => setOpen('new')}>
            {texts.add}
          </button>
        ) : null}
      </div>
      {adding ? (
        <div className={own.item}>
          <strong>{texts.addTitle}</strong>
          {newForm(done)}
        </div>
      ) : null}
      {empty ? <p className={styles.muted}>{texts.empty}</p> : null}
      <ul className={own.list}>{children}</ul>
    </>
  );
}

/** Save (create for a new item), close, the saved note, and the problems the form's fields do not show. */
export function FormFoot({
  state,
  editing,
  form,
  onClose,
  shownFields,
}: {
  state: SaveState;
  editing: boolean;
  form: ContentFormTexts;
  onClose: () => void;
  shownFields: readonly string[];
}) {
  return (
    <>
      <SaveRow state={state} label={editing ? form.save : form.create} busyLabel={form.saving} saved={{ text: form.saved, plain: true }}>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {form.close}
        </button>
      </SaveRow>
      <SaveProblem state={state} texts={form} shownFields={shownFields} />
    </>
  );
}
