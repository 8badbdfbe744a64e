'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { PointsRuleView } from '@/lib/api/contract/points';
import type { PointsRule } from '@/lib/config';
import { toMajorText } from '@/lib/money';
import { SaveProblem, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminPoints.module.css';
import { SaveRow } from '../FormOutcome';
import NumberField from './NumberField';

export interface RulesTexts {
  names: Record<PointsRule, string>;
  hints: Record<PointsRule, string>;
  points: string;
  perAmount: string;
  active: string;
}

type Row = { points: string; per_amount: string; active: boolean };

/** The four points rules: points (0 = none), per-amount step in yuan for per_amount_paid, on/off; saved together. */
export default function RulesForm({ rules, texts, form }: { rules: PointsRuleView[]; texts: RulesTexts; form: ContentFormTexts }) {
  const { state, run, fieldError } = useAdminSave();
  const [rows, setRows] = useState<Record<string, Row>>(
    Object.fromEntries(rules.map((r) => [r.key, { points: String(r.points), per_amount: r.per_amount ? toMajorText(r.per_amount, 'CNY') : '', active: r.active }])),
  );
  const set = (key: string, patch: Partial<Row>) => setRows((all) => ({ ...all, [key]: { ...all[key], ...patch } }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = { rules: Object.fromEntries(Object.entries(rows).map(([key, r]) => [key, key === 'per_amount_paid' ? r : { points: r.points, active: r.active }])) };
    await run(() => api.put<PointsRuleView[]>('/admin/points-rules', { data, errorMessageMode: 'none' }));
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <div className={own.rules}>
        {rules.map((r) => {
          const row = rows[r.key];
          return (
            <div key={r.key} className={own.rule} role="group" aria-labelledby={`rule-${r.key}`}>
              <div className={own.ruleName} id={`rule-${r.key}`}>
                {texts.names[r.key]}
                <small>{texts.hints[r.key]}</small>
              </div>
              <NumberField label={texts.points} inputMode="numeric" value={row.points} onChange={(points) => set(r.key, { points })} error={fieldError(`rules.${r.key}.points`)} />
              {r.key === 'per_amount_paid' ? (
                <NumberField
                  label={texts.perAmount}
                  inputMode="decimal"
                  value={row.per_amount}
                  onChange={(per_amount) => set(r.key, { per_amount })}
                  error={fieldError(`rules.${r.key}.per_amount`)}
                />
              ) : (
                <span aria-hidden="true" />
              )}
              <label className={styles.check}>
                <input type="checkbox" checked={row.active} onChange={(e) => set(r.key, { active: e.target.checked })} />
                {texts.active}
              </label>
            </div>
          );
        })}
      </div>
      <SaveRow state={state} label={form.save} busyLabel={form.saving} saved={{ text: form.saved, plain: true }} />
      <SaveProblem state={state} texts={form} shownFields={['rules']} />
    </form>
  );
}
