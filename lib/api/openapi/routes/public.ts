import type { RouteTable } from '../types';
import { PUBLIC } from './operations';
import { INQUIRY_FILE } from './uploads';
import { consultSchema } from '@/lib/api/contract/consult';

export const publicRoutes: RouteTable = {
  'GET /basic-api/v1/app_config/sys': PUBLIC.op('Answers { list: [{ name, value }] }.', '{ list: SysConfigEntry[]}'),
  'GET /basic-api/v1/avatars/{handle}': PUBLIC.op(
    "A member's picture, public (it is shown beside their name in the member menu and the back office).",
    { type: 'a 256 × 256 WebP picture', media: 'image' },
    {
      description:
        'The bytes are our own 256 × 256 WebP re-encoding, never what was uploaded, so they are sent inline; a new picture gets a new handle, so this one never changes.',
      refusals: { 404: 'an unknown handle' },
    },
  ),
  'GET /basic-api/v1/categories': PUBLIC.op("Optional `parent`: a family key for its sub-categories, or 'root' for the families.", '{ list: Category[] }', {
    queryNotes: { parent: 'a family key, or root' },
    refusals: { 400: 'a parent of 64 characters or more, or an unknown one' },
  }),
  'POST /basic-api/v1/consult/files': {
    summary: 'One file for a consultation request, as the raw body (any Content-Type: the bytes decide).',
    description:
      "Anonymous visitors may send them (limited per address and hour); the answer's `handle` goes into the request's `files`. 201 `{ handle, name, mime, bytes, created_at }`; 413 over 20 MB, 415 a type not taken, 429 over the hour's limit. The proxy does not match /basic-api, so the body streams in whole (Next's proxy would cut it at 10 MB).",
    gate: 'public',
    queryNotes: { name: "the file's name" },
    upload: INQUIRY_FILE,
    answer: { status: 201, type: 'UploadedFile' },
    refusals: { 413: 'over 20 MB', 415: 'a type not taken', 429: "over the hour's limit" },
  },
  'POST /basic-api/v1/consult': PUBLIC.creates(
    'Same-site, validated, rate-limited per client address, stored before the answer (201), tied to the member when a live session sent it (a dead or absent one is just nobody).',
    { consultSchema },
    'ConsultReceipt',
    { limited: true },
  ),
  'GET /basic-api/v1/faq': PUBLIC.op('Answers { list: [{ id, question, answer, sort }] }.', '{ list: FaqEntry[]}'),
  'GET /basic-api/v1/trust': PUBLIC.op(
    "The certifications in order and the terms (samples, payment, shipping, regions) in the request's language; a term that fell back says so in `lang`.",
    'PublicTrust',
  ),
  'GET /basic-api/v1/files/{handle}': PUBLIC.op(
    "A stored file, always as an attachment with `nosniff` and a sandboxing Content-Security-Policy (an uploaded SVG or a disguised page never renders or runs on the site's origin).",
    { type: 'the file, as an attachment', media: 'file' },
    {
      description:
        "Served to its owner, to staff, and to the member an order, proof or message attaching a staff file belongs to, and a content library's download to whom its entry allows (public ones without a session) (lib/server/files/access.ts). Anyone else, and an unknown handle: the same 404.",
    },
  ),
  'GET /basic-api/v1/files/{handle}/thumb': PUBLIC.op(
    "The file's WebP thumbnail (made by the server, never the upload itself), to whoever may read the file.",
    { type: 'a WebP thumbnail', media: 'image' },
    {
      description: '404 while there is none (pending, failed, a kind shown as an icon) and for anyone else. Kept privately by the browser for a day (the link carries a version).',
      refusals: { 404: 'while there is none, and for anyone who may not read the file' },
    },
  ),
  'GET /basic-api/v1/home_cards': PUBLIC.op(
    "The home page's cards (id, src, introduction, and \`product\` { id, slug, name } when a card shows one product) grouped as sewing, heatPress, evaMolded.",
    'HomeCards',
  ),
  'GET /basic-api/v1/libraries/{key}/{slug}': PUBLIC.op(
    "A published entry (texts in the request's locale, pictures, product, tags) and its downloads as the caller may use them: `downloads.allowed`, else `downloads.reason` 'login' or 'level' (the files' links then answer 404).",
    'the entry (slug, title, summary, body, images, files, product, tags…) with `downloads: { allowed, reason }`',
    { description: 'A members library needs a session (401), a level library its level (404, as for an unknown entry).', refusals: { 401: 'a members library without a session' } },
  ),
  // validateLibraryQuery: schema not exported
  'GET /basic-api/v1/libraries/{key}': PUBLIC.op(
    "A content library (name, intro, visibility, tags) and a page of its published entries (12 a page), in the request's locale.",
    '{ list: EntryCard[]; total; page; limit; tag; library: LibraryView }',
    {
      description: 'A members library needs a session (401); a level library a member of that level or above (404 for anyone else, as for an unknown library or tag).',
      queryFields: { tag: 'text', page: 'positiveInt' },
      refusals: { 401: 'a members library without a session' },
    },
  ),
  'GET /basic-api/v1/openapi.json': PUBLIC.op('This API described as OpenAPI 3.1: this document, raw JSON (not the envelope), public and cacheable.', {
    type: 'the OpenAPI document',
    media: 'raw',
    schema: { type: 'object', required: ['openapi', 'paths'] },
  }),
  'GET /basic-api/v1/product/{id}': PUBLIC.op('Answers the product, or 404.', 'Product', { refusals: { 400: 'an id that is not a positive whole number' } }),
  // validateProductSearch: schema not exported
  'GET /basic-api/v1/product': PUBLIC.op('Answers {list, total, page, limit}.', 'ProductPage', {
    description:
      '`keyword` searches every language (lib/server/catalogue/search.ts); `sort` is relevance, newest, name or moq; a keyword of 100 characters or more and an unknown sort are field errors (400).',
    queryFields: { keyword: 'text' },
    refusals: { 400: 'a limit other than 6, a page out of range, or an unknown category' },
  }),
  'GET /basic-api/v1/slider': PUBLIC.op('Answers { list: [{ id, url, sign, thumb }] }.', '{ list: SliderItem[]}'),
};
