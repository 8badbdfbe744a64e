import type { ActionState } from './use-order-action';
import styles from './Orders.module.css';

/** Why an answer about an order failed: the server's message with its field messages, in one alert; nothing otherwise. */
export default function ActionProblem({ state }: { state: ActionState }) {
  if (state.kind !== 'failed') return null;
  return (
    <p className={styles.problem} role="alert">
      {[state.message, ...Object.values(state.fields)].filter(Boolean).join(' ')}
    </p>
  );
}
