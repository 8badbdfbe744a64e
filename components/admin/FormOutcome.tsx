import styles from './Admin.module.css';

/** What a back-office form's save cycle can be in; only a failure carries a message. */
export type FormOutcomeState = { kind: string; message?: string };

/** Beside a form's submit button: "saved" once it is, read out by screen readers (role=status). */
export function SavedStatus({ state, text }: { state: FormOutcomeState; text: string }) {
  return (
    <span className={styles.status} role="status">
      {state.kind === 'saved' ? <span className={styles.ok}>{text}</span> : null}
    </span>
  );
}

/**
 * Under a form: why the server refused it, as an alert; nothing otherwise. Forms on use-admin-save,
 * whose refusals name fields and a conflict, use SaveProblem (FaqControls.tsx) instead.
 */
export function FormProblem({ state }: { state: FormOutcomeState }) {
  return state.kind === 'failed' ? (
    <p className={styles.problem} role="alert">
      {state.message}
    </p>
  ) : null;
}
