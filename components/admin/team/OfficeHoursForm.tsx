'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import { LocalizedField, type LocalizedFieldsTexts, type LocalizedValues } from '../LocalizedFields';
import { useAdminSave } from '../use-admin-save';
import adminStyles from '../Admin.module.css';
import { FormProblem, SaveRow } from '../FormOutcome';

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
      <LocalizedField
        field={{ name: 'office_hours', label: texts.label, hint: texts.hint, rows: 4, required: true }}
        value={hours}
        onChange={setHours}
        errorOf={fieldError}
        texts={texts.localized}
      />
      <SaveRow state={state} label={texts.save} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      <FormProblem state={state} hidden={Boolean(fieldError('office_hours.zh-CN'))} />
    </form>
  );
}
