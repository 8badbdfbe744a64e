import type { ReactNode } from 'react';
import styles from './Admin.module.css';

/** What a back-office form's save cycle can be in; only a failure carries a message. */
export type FormOutcomeState = { kind: string; message?: string };

/**
 * Beside a form's submit button: "saved" once it is, read out by screen readers (role=status).
 * `shown: false` keeps the live region but says nothing (a new item's form closes instead);
 * `plain` leaves the region at the surrounding text size (the points forms).
 */
export function SavedStatus({ state, text, shown = true, plain = false }: { state: FormOutcomeState; text: string; shown?: boolean; plain?: boolean }) {
  return (
    <span className={plain ? undefined : styles.status} role="status">
      {state.kind === 'saved' && shown ? <span className={styles.ok}>{text}</span> : null}
    </span>
  );
}

/** A form's submit button: its busy label while the save runs, and not pressable then. */
export function SubmitButton({ state, label, busyLabel, disabled = false }: { state: FormOutcomeState; label: string; busyLabel: string; disabled?: boolean }) {
  return (
    <button type="submit" className="button" disabled={state.kind === 'busy' || disabled}>
      {state.kind === 'busy' ? busyLabel : label}
    </button>
  );
}

/**
 * The foot every back-office form repeats: submit, any other buttons (`children`: close, cancel),
 * then the "saved" note. Without `saved` there is no note (forms that close once they succeed).
 */
export function SaveRow({
  state,
  label,
  busyLabel,
  disabled,
  saved,
  children,
}: {
  state: FormOutcomeState;
  label: string;
  busyLabel: string;
  disabled?: boolean;
  saved?: { text: string; shown?: boolean; plain?: boolean };
  children?: ReactNode;
}) {
  return (
    <div className={styles.formRow}>
      <SubmitButton state={state} label={label} busyLabel={busyLabel} disabled={disabled} />
      {children}
      {saved ? <SavedStatus state={state} text={saved.text} shown={saved.shown} plain={saved.plain} /> : null}
    </div>
  );
}

/**
 * Under a form: why the server refused it, as an alert; nothing otherwise, nor when `hidden`
 * (the refusal is already shown beside the field it names). Forms on use-admin-save, whose
 * refusals name fields and a conflict, use SaveProblem (FaqControls.tsx) instead.
 */
export function FormProblem({ state, hidden = false }: { state: FormOutcomeState; hidden?: boolean }) {
  return state.kind === 'failed' && !hidden ? (
    <p className={styles.problem} role="alert">
      {state.message}
    </p>
  ) : null;
}

/**
 * A refusal under a form that keeps no stale copy: on a 409 (someone saved first) the reload hint
 * and a button that reloads the page; otherwise `children` (the message, and what else the form names).
 */
export function ReloadProblem({ state, texts, children }: { state: { kind: string; status?: number | null }; texts: { reloadHint: string; reload: string }; children: ReactNode }) {
  if (state.kind !== 'failed') return null;
  return (
    <div className={styles.problem} role="alert">
      {state.status === 409 ? (
        <>
          {texts.reloadHint}{' '}
          <button type="button" className="button button--ghost" onClick={() => window.location.reload()}>
            {texts.reload}
          </button>
        </>
      ) : (
        children
      )}
    </div>
  );
}
