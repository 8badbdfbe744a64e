'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { api, isApiCancelled, isApiError } from '@/lib/api/client';
import type { Lead, LeadPerson } from '@/lib/api/contract';
import type { LeadStatus } from '@/lib/config';
import StatusOptions from './StatusOptions';
import PeopleOptions from './PeopleOptions';
import styles from './Admin.module.css';
import { SaveRow, FormProblem } from './FormOutcome';

export interface LeadWorkflowTexts {
  status: string;
  assignee: string;
  nobody: string;
  followUp: string;
  save: string;
  saving: string;
  saved: string;
  statuses: Record<LeadStatus, string>;
}

/**
 * A lead's status, assignee and follow-up date. The save carries the `updated_at` the page was
 * rendered with: when someone else saved in between, the server answers 409 and its message is
 * shown (nothing is overwritten).
 */
export default function LeadWorkflow({ lead, people, texts }: { lead: Lead; people: LeadPerson[]; texts: LeadWorkflowTexts }) {
  const router = useRouter();
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [assignee, setAssignee] = useState(lead.assignee ? String(lead.assignee.id) : '');
  const [followUp, setFollowUp] = useState(lead.follow_up_at?.slice(0, 10) ?? '');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'saved' } | { kind: 'failed'; message: string }>({ kind: 'idle' });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      await api.patch<Lead>(`/admin/leads/${lead.id}`, {
        data: { status, assignee_id: assignee, follow_up_at: followUp, updated_at: lead.updated_at },
        errorMessageMode: 'none',
      });
      setState({ kind: 'saved' });
      router.refresh();
    } catch (error) {
      if (isApiCancelled(error)) return setState({ kind: 'idle' });
      const fields = isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors).join(' ') : '';
      setState({ kind: 'failed', message: [error instanceof Error ? error.message : '', fields].filter(Boolean).join(' ') });
    }
  }

  return (
    <form className={styles.form} onSubmit={save} aria-busy={state.kind === 'busy'}>
      <label className={styles.field}>
        <span>{texts.status}</span>
        <select className={styles.input} value={status} onChange={(e) => setStatus(e.target.value as LeadStatus)}>
          <StatusOptions labels={texts.statuses} />
        </select>
      </label>
      <label className={styles.field}>
        <span>{texts.assignee}</span>
        <select className={styles.input} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
          <PeopleOptions people={people} nobody={texts.nobody} />
        </select>
      </label>
      <label className={styles.field}>
        <span>{texts.followUp}</span>
        <input className={styles.input} type="date" value={followUp} onChange={(e) => setFollowUp(e.target.value)} />
      </label>
      <SaveRow state={state} label={texts.save} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      <FormProblem state={state} />
    </form>
  );
}
