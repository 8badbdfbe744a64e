import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/types';

/*
 * Where the domains that use files keep them: a member's file in a design, an order, a proof, a
 * message or a school verification; an inquiry file attached to a lead. Files stays a building
 * block that imports none of them: each domain answers its part here, batched over many files,
 * and lib/server/file-uses.ts lists them (the way lib/server/file-readers.ts lists who may read).
 */

/** A design that uses a file. */
export interface DesignUse {
  fileId: number;
  id: number;
  name: string;
}

/** An order whose request carries a file. */
export interface OrderUse {
  fileId: number;
  id: number;
  reference: string;
}

/** A message thread a file was sent in (orderId null: the member's general thread). */
export interface ThreadUse {
  fileId: number;
  threadId: number;
  orderId: number | null;
}

/** A lead's attached file, with its place among the lead's files. */
export interface LeadAttachment {
  leadId: number;
  fileId: number;
}

export interface FileUses {
  /** The designs using each of `fileIds`, most recently changed first. */
  designs: (db: Db, fileIds: readonly number[]) => Promise<DesignUse[]>;
  /** Lets go of a file in every design (the design stays, without it), in the caller's transaction. */
  dropFromDesigns: (db: Db, fileId: number) => Promise<void>;
  /** The orders whose request carries each of `fileIds`, newest first. */
  orders: (db: Db, fileIds: readonly number[]) => Promise<OrderUse[]>;
  /** Which of `fileIds` an order keeps: in its request, as a proof or as a production photo. */
  keptByOrders: (db: Db, fileIds: readonly number[]) => Promise<Set<number>>;
  /** The references of the orders a file is a proof of. */
  proofOrders: (db: Db, fileId: number) => Promise<string[]>;
  /** The reference of each of `orderIds`. */
  orderReferences: (db: Db, orderIds: readonly number[]) => Promise<Map<number, string>>;
  /** The message threads each of `fileIds` was sent in, one line per file and thread, by thread id. */
  threads: (db: Db, fileIds: readonly number[]) => Promise<ThreadUse[]>;
  /** Whether a school verification keeps the file as its document. */
  inCollege: (db: Db, fileId: number) => Promise<boolean>;
  /** Whether any of `fileIds` is attached to a lead already. */
  attachedToLead: (db: Db, fileIds: readonly number[]) => Promise<boolean>;
  /** The files attached to each of `leadIds`, by lead and then in the order they were added. */
  leadAttachments: (db: Db, leadIds: readonly number[]) => Promise<LeadAttachment[]>;
  /** A condition, for one statement, that the file whose id is `fileId` is attached to no lead. */
  notAttachedToLead: (fileId: PgColumn) => Promise<SQL>;
}
