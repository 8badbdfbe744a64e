/** The back office's leads inbox (GET /admin/leads …; staff with the sales or admin role): its answers and its inputs. */
import * as z from 'zod/mini';
import { LEAD_STATUSES, type LeadStatus, type StaffRole } from '@/lib/config';
import { date, fields, oneOf, positiveInt, text } from '@/lib/validation/kit';
import { ifPresent, readAt } from './edits';

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

/* ---------------------------------------------------------------- inputs: the list's filters, a change, a note */

export const LEADS_PAGE_SIZE = 20;
export const LEAD_NOTE_MAX = 4000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The inbox's filters (the list's query, the CSV's too). */
export const leadQuerySchema = z.pipe(
  fields({
    status: oneOf<LeadStatus | ''>(LEAD_STATUSES, { key: 'choice', fallback: '' }),
    from: date(),
    to: date(),
    product: positiveInt({ key: 'product' }),
    country: text({ max: 81 }),
    keyword: text({ max: 101 }),
    due: oneOf<'1' | ''>(['1'], { key: 'choice', fallback: '' }),
    page: positiveInt({ key: 'invalid', max: 100_000 }),
  }),
  z.transform((v) => ({
    status: v.status || null,
    from: v.from,
    /** The end of the `to` day (exclusive bound: the day after). */
    to: v.to ? new Date(v.to.getTime() + DAY_MS) : null,
    product: v.product,
    country: v.country,
    keyword: v.keyword,
    /** Only open leads whose follow-up date has come. */
    due: v.due === '1',
    page: v.page ?? 1,
  })),
);
export type LeadQuery = z.output<typeof leadQuerySchema>;

/** The whole inbox, first page. */
export const ALL_LEADS: LeadQuery = { status: null, from: null, to: null, product: null, country: '', keyword: '', due: false, page: 1 };

/** A change to a lead: only the fields that are present change; `updated_at` is the one it was read at. */
export const leadChangeSchema = z.pipe(
  fields({
    status: oneOf<LeadStatus | ''>(LEAD_STATUSES, { key: 'choice', fallback: '' }),
    /** A sales account's id; '' or 0 leaves the lead to nobody. */
    assignee_id: ifPresent(text({ max: 16, format: { test: (v) => /^\d+$/.test(v), key: 'invalid' } })),
    follow_up_at: ifPresent(date()),
    updated_at: date('invalid'),
  }),
  z.transform((v, ctx) => {
    const { status, assignee_id, follow_up_at, expectedUpdatedAt } = readAt(v, ctx);
    return {
      ...(status ? { status } : {}),
      /** null: unassigned; absent: unchanged. */
      ...(assignee_id === undefined ? {} : { assigneeId: assignee_id && Number(assignee_id) > 0 ? Number(assignee_id) : null }),
      ...(follow_up_at === undefined ? {} : { followUpAt: follow_up_at }),
      expectedUpdatedAt,
    };
  }),
);
export type LeadChange = z.output<typeof leadChangeSchema>;

/** A note on a lead. */
export const leadNoteSchema = fields({ body: text({ max: LEAD_NOTE_MAX + 1, required: true }) });
