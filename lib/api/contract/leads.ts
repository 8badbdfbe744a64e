/** The back office's leads inbox (GET /admin/leads …; staff with the sales or admin role). */
import type { LeadStatus } from '@/lib/config';

export interface LeadPerson {
  id: number;
  name: string;
}

export interface LeadSummary {
  id: number;
  name: string;
  company: string;
  email: string;
  country: string;
  product: { id: number; name: string } | null;
  status: LeadStatus;
  assignee: LeadPerson | null;
  follow_up_at: string | null;
  /** Opened by staff at least once. */
  read: boolean;
  created_at: string;
}

export interface LeadNote {
  id: number;
  author: string;
  body: string;
  created_at: string;
}

export interface Lead extends LeadSummary {
  phone: string;
  quantity: number | null;
  message: string;
  locale: string;
  source_page: string;
  client_address: string;
  updated_at: string;
  notes: LeadNote[];
}

export interface LeadPage {
  list: LeadSummary[];
  total: number;
  page: number;
  limit: number;
}
