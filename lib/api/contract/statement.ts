import type { LedgerKind, OrderStatus, StaffRole } from '@/lib/config';

/*
 * The account statement (/user/myPurse; GET /user/statement; the back office's ledger) and an
 * order's production photos. Amounts are signed integer minor units seen from the member: + money
 * in (a deposit, a payment, a credit), − a charge or money paid back out (a sample fee, a refund).
 */

/** Who reads any member's statement and posts or reverses entries (admin holds every role). */
export const STATEMENT_STAFF_ROLES: readonly StaffRole[] = ['sales'];

export interface StatementEntry {
  id: number;
  kind: LedgerKind;
  amount: number;
  currency: string;
  /** The day the money moved (ISO). */
  entry_date: string;
  note: string;
  order: { id: number; reference: string; title: string } | null;
  /** The entry this one reverses. */
  reverses_id: number | null;
  /** The entry that reversed this one. */
  reversed_by: number | null;
  /** The balance in its currency after this entry (entries in date order). */
  balance: number;
  created_at: string;
}

/** An order's money: its total (unit price × quantity + shipping, once the quote is accepted), what its entries add up to, and what is left. */
export interface OrderDue {
  id: number;
  reference: string;
  title: string;
  status: OrderStatus;
  currency: string;
  total: number;
  paid: number;
  /** total − paid: > 0 due, < 0 paid over. */
  due: number;
}

export interface CurrencyTotal {
  currency: string;
  /** Σ entries. */
  balance: number;
  /** Σ order totals. */
  orders_total: number;
  /** orders_total − balance: > 0 due, < 0 in credit. */
  due: number;
}

export interface Statement {
  member: { id: number; name: string; company: string };
  currency: string | null;
  /** Newest first, at most STATEMENT.pageEntries (the CSV has every entry). */
  entries: StatementEntry[];
  entries_total: number;
  orders: OrderDue[];
  totals: CurrencyTotal[];
}

export interface StatementMemberDue {
  member: { id: number; name: string; company: string };
  currency: string;
  due: number;
  last_entry_at: string | null;
}

export interface LedgerOverview {
  due: StatementMemberDue[];
  recent: (StatementEntry & { member: { id: number; name: string } })[];
}

export interface OrderPhotoView {
  id: number;
  order_id: number;
  caption: string;
  stage: OrderStatus;
  url: string;
  thumb_url: string;
  name: string;
  created_at: string;
}

export interface MemberProductionPhotos {
  order: { id: number; reference: string; title: string; status: OrderStatus };
  photos: OrderPhotoView[];
}
