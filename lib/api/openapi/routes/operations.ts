import type { Answer, Fields, Gate, NamedSchema, Operation } from '../types';
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

/**
 * What an operation takes: a named schema (`{ orderCreateSchema }`) or, for a schema with no
 * exported name yet, its fields (`{ name: 'text' }`).
 */
export type Body = NamedSchema | Fields;

/** A schema's field kinds are words, a named schema's values are schemas: that tells the two apart. */
function bodyOf(body: Body | null): More {
  if (body === null) return {};
  return Object.values(body).every((value) => typeof value === 'string') ? { bodyFields: body as Fields } : { body: body as NamedSchema };
}

export interface Operations {
  /** Answers `answer` (a contract type's name, null, or the whole Answer) with 200; `more` adds a query, refusals… */
  op(summary: string, answer: Answer | string | null, more?: More): Operation;
  /** Takes `body` and answers `answer` with 200. */
  takes(summary: string, body: Body, answer: Answer | string | null, more?: More): Operation;
  /** A creation: takes `body` (or nothing but `more`'s upload) and answers `type` with 201. */
  creates(summary: string, body: Body | null, type: string, more?: More): Operation;
  /** A change of `fields` with the `updated_at` it was read at: answers `type`; 409 when it changed since (`when` says how). */
  change(summary: string, fields: Fields, type: string | null, when?: string): Operation;
  /** `{ direction: 'up' | 'down' }`: one place among its siblings; answers `type` (the list in its new order, or null). */
  move(summary: string, type: string | null): Operation;
  /** A picture (PNG, JPEG or WebP) as the raw body, stored as the catalogue's public WebP: 201 `{ src, width, height }`. */
  picture(summary: string, more?: More): Operation;
}

/** The builders of operations behind one gate. */
export function operations(gate: Gate): Operations {
  const op = (summary: string, answer: Answer | string | null, more?: More): Operation => ({
    summary,
    gate,
    answer: answer === null || typeof answer === 'string' ? { type: answer } : answer,
    ...more,
  });
  return {
    op,
    takes: (summary, body, answer, more) => op(summary, answer, { ...bodyOf(body), ...more }),
    creates: (summary, body, type, more) => op(summary, { status: 201, type }, { ...bodyOf(body), ...more }),
    change: (summary, fields, type, when = CHANGED_SINCE) => op(summary, type, { bodyFields: fields, refusals: { 409: when } }),
    // The move schemas (listMoveSchema, courseMoveSchema) are described by their one field.
    move: (summary, type) => op(summary, type, { bodyFields: { direction: 'oneOf' } }),
    picture: (summary, more) => op(summary, STORED_IMAGE, { upload: CATALOGUE_PICTURE, ...more }),
  };
}

export const PUBLIC = operations('public');
export const MEMBER = operations('member');
export const EDITOR = operations({ staff: ['editor'] });
export const SALES = operations({ staff: ['sales'] });
export const ADMIN = operations({ staff: ['admin'] });

/**
 * A message's body, the member's and staff's alike: exactly one target (`thread_id`, `order_id` or
 * `third`), the text and the files (validateMemberPost, validateStaffReply: schemas not exported).
 */
export const messageFields = (third: Fields): Fields => ({ thread_id: 'positiveInt', order_id: 'positiveInt', ...third, body: 'text', files: 'tokenList' });

/** A thread's read marker, the member's and staff's alike (validateReadMarker: schema not exported). */
export const READ_MARKER: Fields = { up_to: 'positiveInt' };

/** A page of a thread: the messages before a message id (validateThreadQuery: schema not exported). */
export const THREAD_PAGE: Fields = { before: 'positiveInt' };
