'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { OrderAssignee } from '@/lib/api/contract/orders-staff';
import { FormProblem, SaveRow } from '../FormOutcome';
import PeopleOptions from '../PeopleOptions';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminOrders.module.css';

export interface OrderAssigneeTexts {
  /** The select's label (in a row of the list: hidden, naming the order). */
  label: string;
  nobody: string;
  save: string;
  saving: string;
  saved: string;
}

/**
 * Who looks after an order: a select of the sales and admin accounts and a save button, on the
 * order's page and in each row of the orders list (`compact`: the label is read out, not shown).
 */
export default function OrderAssigneeForm({
  orderId,
  current,
  people,
  texts,
  compact = false,
}: {
  orderId: number;
  current: number | null;
  people: readonly OrderAssignee[];
  texts: OrderAssigneeTexts;
  compact?: boolean;
}) {
  const [chosen, setChosen] = useState(current === null ? '' : String(current));
  const { state, run } = useAdminSave();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(() => api.put(`/admin/orders/${orderId}/assignee`, { data: { assignee_id: chosen }, errorMessageMode: 'none' }));
  }

  return (
    <form className={compact ? own.assignRow : styles.form} onSubmit={save} aria-busy={state.kind === 'busy'}>
      <label className={compact ? undefined : styles.field}>
        <span className={compact ? 'visually-hidden' : undefined}>{texts.label}</span>
        <select className={styles.input} name="assignee_id" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <PeopleOptions people={people} nobody={texts.nobody} />
        </select>
      </label>
      <SaveRow state={state} label={texts.save} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      <FormProblem state={state} />
    </form>
  );
}
