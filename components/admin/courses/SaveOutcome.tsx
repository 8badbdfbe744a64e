import type { SaveState } from '../use-admin-save';
import admin from '../Admin.module.css';
import styles from './Courses.module.css';

/**
 * The end of a course or lesson form's foot: "saved", or the refusal (on a 409 the page's own
 * conflict wording, as the server's says nothing about the editor's reload).
 */
export default function SaveOutcome({ state, texts }: { state: SaveState; texts: { saved: string; conflict: string } }) {
  if (state.kind === 'saved') {
    return (
      <span role="status" className={styles.ok}>
        {texts.saved}
      </span>
    );
  }
  return state.kind === 'failed' ? (
    <span role="alert" className={admin.problem}>
      {state.status === 409 ? texts.conflict : state.message}
    </span>
  ) : null;
}
