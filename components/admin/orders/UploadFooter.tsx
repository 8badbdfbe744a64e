import type { UploadState } from './use-streamed-upload';
import styles from '../Admin.module.css';
import { SavedStatus, FormProblem } from '../FormOutcome';

/** The foot of an upload form: the submit button (the percent sent while busy), the progress bar, "saved" and the refusal. */
export default function UploadFooter({ state, texts }: { state: UploadState; texts: { submit: string; uploading: string; saved: string } }) {
  return (
    <>
      <div className={styles.formRow}>
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.uploading.replace('{percent}', String(state.percent)) : texts.submit}
        </button>
        {state.kind === 'busy' ? <progress max={100} value={state.percent} /> : null}
        <SavedStatus state={state} text={texts.saved} />
      </div>
      <FormProblem state={state} />
    </>
  );
}
