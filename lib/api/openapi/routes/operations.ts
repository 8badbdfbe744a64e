import type { Answer, Fields, Gate, Operation } from '../types';
import { CATALOGUE_PICTURE } from './uploads';

/*
 * Builders for the route tables' entries, so that an entry says only what is its own (the summary,
 * what it answers, what it takes) and the shapes many operations share are written once here: who
 * may call, a creation (201), a change read at `updated_at` (409), a move, a picture upload.
 */

/** What an entry adds to its summary, gate and answer. */
export type More = Omit<Operation, 'summary' | 'gate' | 'answer'>;

/** The usual 409 of a change sent with the `updated_at` it was read at. */
export const CHANGED_SINCE = 'it changed since `updated_at`';

/** A stored picture's answer: `{ src, width, height }`. */
const STORED_IMAGE: Answer = { status: 201, type: 'StoredImage' };

export interface Operations {
  /** Answers `type` (or null) with 200; `more` adds a body, a query, refusals… */
  op(summary: string, type: Answer | string | null, more?: More): Operation;
  /** A creation: answers `type` with 201. */
  created(summary: string, type: string, more?: More): Operation;
  /** A change of `fields` with the `updated_at` it was read at: answers `type`; 409 when it changed since (`when` says how). */
  change(summary: string, fields: Fields, type: string | null, when?: string): Operation;
  /** `{ direction: 'up' | 'down' }`: one place among its siblings; answers `type` (the list in its new order, or null). */
  move(summary: string, type: string | null): Operation;
  /** A picture (PNG, JPEG or WebP) as the raw body, stored as the catalogue's public WebP: 201 `{ src, width, height }`. */
  picture(summary: string, more?: More): Operation;
}

/** The builders of operations behind one gate. */
export function operations(gate: Gate): Operations {
  const op = (summary: string, type: Answer | string | null, more?: More): Operation => ({
    summary,
    gate,
    answer: type === null || typeof type === 'string' ? { type } : type,
    ...more,
  });
  return {
    op,
    created: (summary, type, more) => op(summary, { status: 201, type }, more),
    change: (summary, fields, type, when = CHANGED_SINCE) => op(summary, type, { bodyFields: fields, refusals: { 409: when } }),
    move: (summary, type) => op(summary, type, { bodyFields: { direction: 'oneOf' } }), // validateMove: schema not exported
    picture: (summary, more) => op(summary, STORED_IMAGE, { upload: CATALOGUE_PICTURE, ...more }),
  };
}

export const PUBLIC = operations('public');
export const MEMBER = operations('member');
export const EDITOR = operations({ staff: ['editor'] });
export const SALES = operations({ staff: ['sales'] });
export const ADMIN = operations({ staff: ['admin'] });
