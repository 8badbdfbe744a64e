import type { OrderStatus } from '@/lib/config';
import styles from './Orders.module.css';

/** An order's status as a coloured pill (the colour follows the stage; the text says it). */
export default function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return <span className={`${styles.badge} ${styles[`badge_${status}`] ?? ''}`}>{label}</span>;
}
