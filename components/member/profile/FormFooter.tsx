import type { ReactNode } from 'react';
import Alert from './Alert';
import styles from './Profile.module.css';

/**
 * The end of a member form: its alert line (when there is one), then the submit button (with its
 * busy label while the save runs) and any other buttons (the children).
 */
export default function FormFooter({
  alert,
  busy,
  blocked = false,
  label,
  busyLabel,
  actionsClassName = styles.actions,
  children,
}: {
  alert: string | null;
  busy: boolean;
  /** Another reason the form cannot be sent yet (a file still uploading). */
  blocked?: boolean;
  label: string;
  busyLabel: string;
  actionsClassName?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <Alert text={alert} />
      <div className={actionsClassName}>
        <button type="submit" className="button" disabled={busy || blocked}>
          {busy ? busyLabel : label}
        </button>
        {children}
      </div>
    </>
  );
}
