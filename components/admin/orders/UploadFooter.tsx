import type { UploadState } from './use-streamed-upload';
import styles from '../Admin.module.css';

/** The foot of an upload form: the submit button (the percent sent while busy), the progress bar, "saved" and the refusal. */
export default function UploadFooter({ state, texts }: { state: UploadState; texts: { submit: string; uploading: string; saved: string } }) {
  return (
    <>
      <div className={styles.formRow}>
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.uploading.replace('{percent}', String(state.percent)) : texts.submit}
        </button>
        {state.kind === 'busy' ? <progress max={100} value={state.percent} /> : null}
        <span className={styles.status} role="status">
          {state.kind === 'saved' ? <span className={styles.ok}>{texts.saved}</span> : null}
        </span>
      </div>
      {state.kind === 'failed' ? (
        <p className={styles.problem} role="alert">
          {state.message}
        </p>
      ) : null}
    </>
  );
}
