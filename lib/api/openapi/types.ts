import type { StaffRole } from '@/lib/config';
import type { Schema } from '@/lib/validation/kit';

/*
 * The route table's vocabulary: what each operation of the API declares so the document can
 * describe it. One entry per `METHOD /path` that a route file really serves.
 */

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/** Who may call: anyone, a member's session, or staff holding one of the roles (admin holds all). */
export type Gate = 'public' | 'member' | { staff: readonly StaffRole[] };

/**
 * A schema under the name its module exports it by, written `{ orderCreateSchema }`: the name
 * becomes the component's name, the schema is the same constant the route validates with. Two
 * entries: the body is one or the other.
 */
export type NamedSchema = Readonly<Record<string, Schema>>;

/** A request field the route reads without a schema: its name and what it means. */
export type Notes = Readonly<Record<string, string>>;

/** What a field of a schema without an exported name holds, in the kit's words. */
export type FieldKind = 'text' | 'slug' | 'url' | 'localizedText' | 'localizedList' | 'positiveInt' | 'wholeNumber' | 'oneOf' | 'yesNo' | 'date' | 'tokenList' | 'list' | 'record';
export type Fields = Readonly<Record<string, FieldKind>>;

export interface Answer {
  /** 201 for a creation; 200 otherwise. */
  status?: 200 | 201 | 303;
  /**
   * What the envelope's `result` holds: the contract type's name (lib/api/contract). `null` when
   * the result is null.
   */
  type: string | null;
  /** The JSON Schema of `result`, where one is known. */
  schema?: Readonly<Record<string, unknown>>;
  /**
   * The contract's zod schema of `result` under the type's name (`{ Statement: statementSchema }`):
   * described as a component, from the same schema the answer's type is inferred from.
   */
  result?: NamedSchema;
  /** `result` is a list of `result`'s schema. */
  list?: true;
  /**
   * An answer outside the envelope: a stored file, a CSV download, a redirect (303), or the raw
   * `{ status, message }` of the social pages.
   */
  media?: 'file' | 'image' | 'csv' | 'redirect' | 'raw';
}

export interface Operation {
  /** What the operation does, in the words of the route's doc comment. */
  summary: string;
  /** The rest of the doc comment. */
  description?: string;
  gate: Gate;
  /** The query, validated (a wrong value is a 400 with field errors). */
  query?: NamedSchema;
  /** A validated query whose schema has no exported name yet: its fields. */
  queryFields?: Fields;
  /** Query fields read without a schema: name → meaning. */
  queryNotes?: Notes;
  /** The body (JSON, a urlencoded or a multipart form of text fields), validated. */
  body?: NamedSchema;
  /** A validated body whose schema has no exported name yet: its fields. */
  bodyFields?: Fields;
  /** The body is one file, sent raw (the bytes decide its type), of at most `maxBytes`. */
  upload?: { maxBytes?: number; kinds?: string };
  /** Request headers the operation reads. */
  headers?: Notes;
  answer: Answer;
  /** Rate-limited: 429 with Retry-After. */
  limited?: boolean;
  /** May ask for a captcha answer once a client has failed a few times. */
  captcha?: boolean;
  /** Refuses a call from another site (403); the default for every method but GET. */
  sameOrigin?: boolean;
  /** Refusals of this operation beyond those its gate, body and limits imply: status → when. */
  refusals?: Readonly<Partial<Record<number, string>>>;
}

export type RouteKey = `${Method} /${string}`;
export type RouteTable = Readonly<Record<RouteKey, Operation>>;
