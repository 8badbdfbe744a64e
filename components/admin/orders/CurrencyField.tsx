import { ORDER_CURRENCIES } from '@/lib/config';
import styles from '../Admin.module.css';

/** The currency of an amount staff type (a quote, a sample fee), with its refusal beside it. */
export default function CurrencyField({ label, value, onChange, problem }: { label: string; value: string; onChange: (value: string) => void; problem?: string }) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <select className={styles.input} name="currency" value={value} onChange={(e) => onChange(e.target.value)}>
        {ORDER_CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
      {problem ? <span className={styles.problem}>{problem}</span> : null}
    </label>
  );
}
