import { LEAD_STATUSES, type LeadStatus } from '@/lib/config';

/** The options of a lead status <select>, in workflow order (server and client forms alike). */
export default function StatusOptions({ labels }: { labels: Record<LeadStatus, string> }) {
  return LEAD_STATUSES.map((status) => (
    <option key={status} value={status}>
      {labels[status]}
    </option>
  ));
}
