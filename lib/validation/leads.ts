import { LEAD_STATUSES, type LeadStatus } from '@/lib/config';
import { date, fields, oneOf, positiveInt, text, validate, type Validation } from './kit';

/*
 * The leads inbox's inputs (the back office's list filters, a lead's changes and notes), shared by
 * the server and the back office's forms.
 */

export const LEADS_PAGE_SIZE = 20;
export const LEAD_NOTE_MAX = 4000;

export const leadQuerySchema = fields({
  status: oneOf<LeadStatus | ''>(LEAD_STATUSES, { key: 'choice', fallback: '' }),
  from: date(),
  to: date(),
  product: positiveInt({ key: 'product' }),
  country: text({ max: 81 }),
  keyword: text({ max: 101 }),
  due: oneOf<'1' | ''>(['1'], { key: 'choice', fallback: '' }),
  page: positiveInt({ key: 'invalid', max: 100_000 }),
});

export interface LeadQuery {
  status: LeadStatus | null;
  from: Date | null;
  /** The end of the `to` day (exclusive bound: the day after). */
  to: Date | null;
  product: number | null;
  country: string;
  keyword: string;
  /** Only open leads whose follow-up date has come. */
  due: boolean;
  page: number;
}

/** The whole inbox, first page. */
export const ALL_LEADS: LeadQuery = { status: null, from: null, to: null, product: null, country: '', keyword: '', due: false, page: 1 };

export function validateLeadQuery(raw: unknown): Validation<LeadQuery> {
  const checked = validate(leadQuerySchema, raw);
  if (!checked.ok) return checked;
  const v = checked.value;
  return {
    ok: true,
    value: {
      status: v.status || null,
      from: v.from,
      to: v.to ? new Date(v.to.getTime() + 24 * 60 * 60 * 1000) : null,
      product: v.product,
      country: v.country,
      keyword: v.keyword,
      due: v.due === '1',
      page: v.page ?? 1,
    },
  };
}

export const leadChangeSchema = fields({
  status: oneOf<LeadStatus | ''>(LEAD_STATUSES, { key: 'choice', fallback: '' }),
  /** A sales account's id; '' or 0 leaves the lead to nobody. */
  assignee_id: text({ max: 16, format: { test: (v) => /^\d+$/.test(v), key: 'invalid' } }),
  follow_up_at: date(),
  /** The `updated_at` the change was made on: a later change by someone else is a conflict. */
  updated_at: date('invalid'),
});

export interface LeadChange {
  status?: LeadStatus;
  /** null: unassigned; undefined: unchanged. */
  assigneeId?: number | null;
  followUpAt?: Date | null;
  expectedUpdatedAt: Date;
}

/** A change to a lead: only the fields that are present change. */
export function validateLeadChange(raw: unknown): Validation<LeadChange> {
  const checked = validate(leadChangeSchema, raw);
  if (!checked.ok) return checked;
  const v = checked.value;
  const expected = v.updated_at;
  if (!expected) return { ok: false, errors: { updated_at: { key: 'required' } } };
  const has = (name: string) => typeof raw === 'object' && raw !== null && Object.hasOwn(raw, name);
  return {
    ok: true,
    value: {
      ...(v.status ? { status: v.status } : {}),
      ...(has('assignee_id') ? { assigneeId: v.assignee_id && Number(v.assignee_id) > 0 ? Number(v.assignee_id) : null } : {}),
      ...(has('follow_up_at') ? { followUpAt: v.follow_up_at } : {}),
      expectedUpdatedAt: expected,
    },
  };
}

export const leadNoteSchema = fields({ body: text({ max: LEAD_NOTE_MAX + 1, required: true }) });

export function validateLeadNote(raw: unknown): Validation<{ body: string }> {
  return validate(leadNoteSchema, raw);
}
