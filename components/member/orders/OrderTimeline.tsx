import type { TimelineStep } from '@/lib/api/contract/orders';
import type { OrderStatus } from '@/lib/config';
import styles from './Orders.module.css';

/**
 * The order's progress at a glance: each step reached with its date, the current one marked, the
 * steps to come greyed. A row of steps from 768 px, a column on phones.
 */
export default function OrderTimeline({
  steps,
  labels,
  dateOf,
  upcoming,
  title,
}: {
  steps: TimelineStep[];
  labels: Record<OrderStatus, string>;
  dateOf: (iso: string) => string;
  upcoming: string;
  title: string;
}) {
  return (
    <ol className={styles.timeline} aria-label={title}>
      {steps.map((step) => {
        const state = step.current ? 'current' : step.reached_at ? 'done' : 'todo';
        return (
          <li
            key={step.status}
            className={`${styles.step} ${styles[`step_${state}`]} ${step.status === 'cancelled' ? styles.step_cancelled : ''}`}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true">
              {state === 'done' ? (
                <svg viewBox="0 0 16 16" width="12" height="12">
                  <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : null}
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepName}>{labels[step.status]}</span>
              <span className={styles.stepDate}>{step.reached_at ? <time dateTime={step.reached_at}>{dateOf(step.reached_at)}</time> : upcoming}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
