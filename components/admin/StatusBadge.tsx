import type { LeadStatus } from '@/lib/config';
import styles from './Admin.module.css';

export default function StatusBadge({ status, label }: { status: LeadStatus; label: string }) {
  return <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{label}</span>;
}
