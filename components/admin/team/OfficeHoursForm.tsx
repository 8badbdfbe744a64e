'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import LocalizedFields, { type LocalizedFieldsTexts, type LocalizedValues } from '../LocalizedFields';
import { useAdminSave } from '../use-admin-save';
import adminStyles from '../Admin.module.css';
import { SavedStatus } from '../FormOutcome';

export interface OfficeHoursTexts {
  label: string;
  hint: string;
  save: string;
  saving: string;
  saved: string;
  localized: LocalizedFieldsTexts;
}

/** The office hours members read on /user/helpGroup, per language (zh-CN required). */
export default function OfficeHoursForm({ initial, texts }: { initial: LocalizedValues; texts: OfficeHoursTexts }) {
  const { state, run, fieldError } = useAdminSave();
  const [hours, setHours] = useState<LocalizedValues>({ ...initial });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() => api.put('/admin/team/office-hours', { data: { office_hours: hours }, errorMessageMode: 'none' }));
  }

  return (
    <form className={adminStyles.form} onSubmit={submit} aria-busy={state.kind === 'busy'} data-testid="office-hours-form">
      <LocalizedFields
        fields={[{ name: 'office_hours', label: texts.label, hint: texts.hint, rows: 4, required: true }]}
        values={{ office_hours: hours }}
        onChange={(_name, l, value) => setHours((current) => ({ ...current, [l]: value }))}
        errorOf={fieldError}
        texts={texts.localized}
      />
      <div className={adminStyles.formRow}>
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.saving : texts.save}
        </button>
        <SavedStatus state={state} text={texts.saved} />
      </div>
      {state.kind === 'failed' && !fieldError('office_hours.zh-CN') ? (
        <p className={adminStyles.problem} role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}
