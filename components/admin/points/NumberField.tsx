import styles from '../Admin.module.css';
import own from './AdminPoints.module.css';

/** A number typed in the points settings (points, yuan, a rate): left to right, with the server's message under it. */
export default function NumberField({
  label,
  value,
  onChange,
  error,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** numeric: whole numbers (points); decimal: amounts and rates. */
  inputMode: 'numeric' | 'decimal';
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input className={styles.input} inputMode={inputMode} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} dir="ltr" />
      {error ? <small className={own.fieldError}>{error}</small> : null}
    </label>
  );
}
