/** The back office's leads inbox (GET /admin/leads …; staff with the sales or admin role). */
import type { LeadStatus, StaffRole } from '@/lib/config';

/** Who works the leads inbox (list, read, workflow, notes, CSV); admin holds every role. */
export const LEADS_STAFF_ROLES: readonly StaffRole[] = ['sales'];

export interface LeadPerson {
  id: number;
  name: string;
}

export interface LeadSummary {
  id: number;
  /** `HX-2611-7K3Q`: what the buyer was told. */
  reference: string;
  name: string;
  company: string;
  email: string;
  /** An ISO 3166-1 code, or (leads from before the country list) the text the buyer typed. */
  country: string;
  product: { id: number; name: string } | null;
  status: LeadStatus;
  assignee: LeadPerson | null;
  follow_up_at: string | null;
  /** Opened by staff at least once. */
  read: boolean;
  /** How many files the buyer sent. */
  files_count: number;
  created_at: string;
}

/** A file the buyer sent; `url` downloads it (staff only, as an attachment). */
export interface LeadFile {
  handle: string;
  name: string;
  mime: string;
  bytes: number;
  url: string;
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
  files: LeadFile[];
}

export interface LeadPage {
  list: LeadSummary[];
  total: number;
  page: number;
  limit: number;
}
