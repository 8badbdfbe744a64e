/*
 * What waits for staff (the first section of /admin): per kind of work the reader's role can act
 * on, how many wait and the first few, each kind answered by its own domain. Page data only (no
 * route): the types the overview's door answers and its section shows. Not server-only.
 */

/** How many items of each kind the overview lists (the link shows them all). */
export const WAITS_SHOWN = 5;

/** A kind of work: how many wait in all, and the first few. */
export interface Waiting<Item> {
  total: number;
  items: Item[];
}

export interface WaitingOrder {
  id: number;
  reference: string;
  title: string;
  member: string;
  updated_at: string;
}

export interface WaitingThread {
  id: number;
  member: string;
  /** The order the thread is about (null: the member's general thread). */
  order_reference: string | null;
  unread: number;
  last_message_at: string | null;
}

export interface WaitingRedemption {
  id: number;
  member: string;
  reward: string;
  created_at: string;
  /** The member's default ship-to address as lines (null: the member has none). */
  ship_to: string[] | null;
}

export interface WaitingLead {
  id: number;
  reference: string;
  name: string;
  company: string;
  follow_up_at: string | null;
}

/** Each kind the reader's role can act on (absent: not theirs). */
export interface WhatWaits {
  quotes?: Waiting<WaitingOrder>;
  proofs?: Waiting<WaitingOrder>;
  messages?: Waiting<WaitingThread>;
  redemptions?: Waiting<WaitingRedemption>;
  leads?: Waiting<WaitingLead>;
}
