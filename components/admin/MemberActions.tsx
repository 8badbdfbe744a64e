'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { MemberDetail } from '@/lib/api/contract';
import { STAFF_ROLES, type StaffRole } from '@/lib/config';
import Dialog from '@/components/ui/Dialog';
import { useAdminSave, type SaveState } from './use-admin-save';
import styles from './Admin.module.css';
import { SavedStatus } from './FormOutcome';

/*
 * A member's access (disable / enable, after a confirmation) and staff roles (admins). Each save
 * carries the `updated_at` the page was rendered with: when someone else changed the account in
 * between, the server answers 409 and its message is shown (nothing is overwritten).
 */

type Target = Pick<MemberDetail, 'id' | 'disabled' | 'roles' | 'updated_at'>;

/*
 * The `updated_at` this browser last saw per member: the page's two forms each hold the one the
 * page was rendered with, so a roles save right after an enable (before the refresh lands) would
 * otherwise be refused as a conflict with our own save.
 */
const seen = new Map<number, string>();

async function save(member: Target, change: { disabled?: boolean; roles?: StaffRole[] }) {
  const known = seen.get(member.id);
  const stamp = known && Date.parse(known) > Date.parse(member.updated_at) ? known : member.updated_at;
  const saved = await api.patch<MemberDetail>(`/admin/members/${member.id}`, { data: { ...change, updated_at: stamp }, errorMessageMode: 'none' });
  seen.set(member.id, saved.updated_at);
  return saved;
}

function Problem({ state, texts }: { state: SaveState; texts: { conflictHint: string; reload: string } }) {
  if (state.kind !== 'failed') return null;
  const fields = Object.values(state.fields).join(' ');
  return (
    <p className={styles.problem} role="alert">
      {[state.message, fields].filter(Boolean).join(' ')}
      {state.status === 409 ? (
        <>
          {' '}
          {texts.conflictHint}{' '}
          <button type="button" className={styles.memberLinkButton} onClick={() => window.location.reload()}>
            {texts.reload}
          </button>
        </>
      ) : null}
    </p>
  );
}

export interface MemberAccessTexts {
  activeText: string;
  disabledText: string;
  disable: string;
  enable: string;
  disableTitle: string;
  disableBody: string;
  enableTitle: string;
  enableBody: string;
  cancel: string;
  confirmDisable: string;
  confirmEnable: string;
  working: string;
  disabledDone: string;
  enabledDone: string;
  conflictHint: string;
  reload: string;
}

/** Disable or enable the account; `refusal` explains why this staff member may not (and hides the button). */
export function MemberAccess({ member, refusal, texts }: { member: Target; refusal: string | null; texts: MemberAccessTexts }) {
  const { state, run } = useAdminSave();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const next = !member.disabled;

  async function confirm() {
    setAsking(false);
    const saved = await run(() => save(member, { disabled: next }));
    if (saved) setDone(saved.disabled ? texts.disabledDone : texts.enabledDone);
  }

  return (
    <div className={styles.form}>
      <p className={member.disabled ? styles.problem : styles.ok}>{member.disabled ? texts.disabledText : texts.activeText}</p>
      {refusal ? (
        <p className={styles.muted}>{refusal}</p>
      ) : (
        <div className={styles.formRow}>
          <button
            type="button"
            className={next ? `button ${styles.memberDanger}` : 'button'}
            disabled={state.kind === 'busy'}
            onClick={() => {
              setDone(null);
              setAsking(true);
            }}
          >
            {state.kind === 'busy' ? texts.working : next ? texts.disable : texts.enable}
          </button>
          <span className={styles.status} role="status">
            {state.kind === 'saved' && done ? <span className={styles.ok}>{done}</span> : null}
          </span>
        </div>
      )}
      <Problem state={state} texts={texts} />
      <Dialog
        open={asking}
        tone={next ? 'warning' : 'info'}
        title={next ? texts.disableTitle : texts.enableTitle}
        confirmLabel={next ? texts.confirmDisable : texts.confirmEnable}
        cancelLabel={texts.cancel}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{next ? texts.disableBody : texts.enableBody}</p>
      </Dialog>
    </div>
  );
}

export interface MemberRolesTexts {
  legend: string;
  hint: string;
  save: string;
  working: string;
  saved: string;
  /** Why a role cannot be unticked (shown when some are locked). */
  locked: string;
  conflictHint: string;
  reload: string;
  roles: Record<StaffRole, string>;
}

/** The staff roles of an account (admins only); `locked` roles cannot be unticked here (your own admin role). */
export function MemberRoles({ member, locked, texts }: { member: Target; locked: readonly StaffRole[]; texts: MemberRolesTexts }) {
  const { state, run } = useAdminSave();
  const [roles, setRoles] = useState<StaffRole[]>(STAFF_ROLES.filter((role) => member.roles.includes(role)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() => save(member, { roles }));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <fieldset className={styles.memberRoles}>
        <legend className="visually-hidden">{texts.legend}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className={styles.check}>
            <input
              type="checkbox"
              name="roles"
              value={role}
              checked={roles.includes(role)}
              disabled={locked.includes(role)}
              onChange={(e) => setRoles((held) => STAFF_ROLES.filter((r) => (r === role ? e.target.checked : held.includes(r))))}
            />
            {texts.roles[role]}
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>
        {texts.hint}
        {locked.length ? ` ${texts.locked}` : ''}
      </p>
      <div className={styles.formRow}>
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.working : texts.save}
        </button>
        <SavedStatus state={state} text={texts.saved} />
      </div>
      <Problem state={state} texts={texts} />
    </form>
  );
}
