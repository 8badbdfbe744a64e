import styles from './Profile.module.css';

/** A profile form's alert line (nothing when there is no text). */
export default function Alert({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.alert} role="alert">
      {text}
    </p>
  ) : null;
}
