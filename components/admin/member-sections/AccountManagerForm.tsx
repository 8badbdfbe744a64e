'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import { useAdminSave } from '../use-admin-save';
import adminStyles from '../Admin.module.css';
import { FormProblem, SaveRow } from '../FormOutcome';
import PeopleOptions from '../PeopleOptions';

export interface AccountManagerTexts {
  label: string;
  none: string;
  save: string;
  saving: string;
  saved: string;
}

/** Chooses the member's account manager among the active staff accounts (or none). */
export default function AccountManagerForm({
  memberId,
  current,
  choices,
  texts,
}: {
  memberId: number;
  current: number | null;
  choices: { id: number; name: string }[];
  texts: AccountManagerTexts;
}) {
  const { state, run, fieldError } = useAdminSave();
  const [value, setValue] = useState(current === null ? '' : String(current));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() => api.put(`/admin/members/${memberId}/account-manager`, { data: { manager_id: value }, errorMessageMode: 'none' }));
  }

  return (
    <form className={adminStyles.form} onSubmit={submit} aria-busy={state.kind === 'busy'} data-testid="account-manager-form">
      <label className={adminStyles.field}>
        <span>{texts.label}</span>
        <select className={adminStyles.input} name="manager_id" value={value} onChange={(e) => setValue(e.target.value)}>
          <PeopleOptions people={choices} nobody={texts.none} />
        </select>
        {fieldError('manager_id') ? <span className={adminStyles.problem}>{fieldError('manager_id')}</span> : null}
      </label>
      <SaveRow state={state} label={texts.save} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      <FormProblem state={state} hidden={Boolean(fieldError('manager_id'))} />
    </form>
  );
}
