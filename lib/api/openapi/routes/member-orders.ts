import type { Fields, RouteTable } from '../types';
import { MEMBER, messageFields, READ_MARKER, THREAD_PAGE } from './operations';
import { MEMBER_FILE } from './uploads';
import { orderCreateSchema, orderQuerySchema, proofDecisionSchema, quoteDecisionSchema, shipToSchema } from '@/lib/api/contract/orders';

/** A design's fields, for a new one and a change (validateDesign, validateDesignChange: schemas not exported). */
const DESIGN_FIELDS: Fields = {
  product_id: 'positiveInt',
  name: 'text',
  size: 'text',
  material: 'text',
  colours: 'list',
  print_method: 'text',
  logo_placement: 'text',
  quantity: 'wholeNumber',
  notes: 'text',
  files: 'tokenList',
  updated_at: 'date',
};

export const memberOrdersRoutes: RouteTable = {
  'POST /basic-api/upload': {
    summary: "One file as the raw body (any Content-Type: the bytes decide) into the member's files.",
    description:
      "`?purpose=staff` for staff sending a file to a member (a proof, a message's attachment). A member session is required (401). 201 answers the file (`handle`, `name`, `kind`, `url`, `thumb`…); 413 over 50 MB (the moment the body passes it) or over the member's 1 GB, 415 a kind not taken, 429 past the hour's uploads. The thumbnail is made after the answer (thumb 'pending' → 'ready' | 'failed' in the list). The proxy does not match /basic-api, so the body streams in whole (Next's proxy would cut it at 10 MB).",
    gate: 'member',
    queryNotes: { name: "the file's name", purpose: 'member (default), or staff for a file staff send to a member' },
    upload: MEMBER_FILE,
    answer: { status: 201, type: 'MemberFile' },
    refusals: { 400: 'an unknown purpose', 413: 'over 50 MB', 415: 'a kind not taken', 429: "past the hour's uploads" },
  },
  'POST /basic-api/v1/designs/{id}/duplicate': MEMBER.creates('A copy of one of the member\'s designs, named "… (copy)" in their language (201).', null, 'Design'),
  'GET /basic-api/v1/designs/{id}': MEMBER.op("One of the member's designs (another member's: 404).", 'Design'),
  'PATCH /basic-api/v1/designs/{id}': MEMBER.change(
    'The fields present, and the `updated_at` it was read at (409 when it was saved since).',
    DESIGN_FIELDS,
    'Design',
    'when it was saved since',
  ),
  // validateDesignDelete: schema not exported
  'DELETE /basic-api/v1/designs/{id}': MEMBER.op("The design is gone (its files stay in the member's file area).", null, {
    queryFields: { updated_at: 'date' },
    refusals: { 409: 'the design changed since `updated_at`' },
  }),
  'GET /basic-api/v1/designs': MEMBER.op("The member's saved designs, the last changed first.", 'Design[]'),
  'POST /basic-api/v1/designs': MEMBER.creates(
    '`{ product_id, name?, size?, material?, colours?, print_method?, logo_placement?, quantity?, notes?, files? }`: a new design of a published product (201).',
    DESIGN_FIELDS,
    'Design',
    { description: "A quantity below the product's MOQ is saved and answered with `warnings.quantity`." },
  ),
  'PUT /basic-api/v1/favorites/{productId}': MEMBER.op('Saves a published product as a favourite (again: no change; unknown: 404).', '{ product_id: number; favorite: true}'),
  'DELETE /basic-api/v1/favorites/{productId}': MEMBER.op("Removes it from the member's favourites (not there: no change).", '{ product_id: number; favorite: false}'),
  'GET /basic-api/v1/favorites/ids': MEMBER.op(
    '`{ ids }` of the member\'s favourite products, for the hearts of a cached catalogue page (read in the browser; no session is a 401, which the heart reads as "log in first").',
    '{ ids: number[]}',
  ),
  'GET /basic-api/v1/favorites': MEMBER.op("The member's favourite products, the newest first.", 'Favorite[]'),
  'POST /basic-api/v1/messages/{id}/read': MEMBER.takes(
    "`{ up_to }`: the member's page showed their thread up to that message (same origin only; another member's thread: 404).",
    READ_MARKER,
    'ThreadReadResult',
  ),
  'GET /basic-api/v1/messages/{id}': MEMBER.op("A thread of the member's, newest last.", 'ThreadPage', {
    description: "Reading writes nothing: the page marks what it showed read with POST /messages/{id}/read. Another member's: 404.",
    queryFields: THREAD_PAGE,
  }),
  // a schema of the route file, not exported
  'GET /basic-api/v1/messages': MEMBER.op(
    "The member's threads (the general one first, started or not) with the last message and the unread count of each, and the unread total.",
    'MemberThreadList, or ThreadPage with order or general',
    {
      description:
        "`?order={id}`: that order's thread (an empty page with `thread.id` null when nobody wrote yet; another member's order is a 404); `?general=1`: the general thread; with `before={message id}` for older messages. Reading writes nothing (POST /messages/{id}/read marks a thread read).",
      queryFields: { order: 'positiveInt', general: 'yesNo', before: 'positiveInt' },
    },
  ),
  'POST /basic-api/v1/messages': MEMBER.creates(
    "`{ thread_id | order_id | general: true, body, files[] }`: a message to one of the member's threads, an order of theirs (its thread is opened by the first message) or their general thread, with up to 5 of their own files.",
    messageFields({ general: 'yesNo' }),
    'PostedMessage',
    {
      description: "201 `{ thread_id, message }`; 400 with field messages; 404 for another member's thread or order; 429 past the posts allowed.",
      refusals: { 400: 'with field messages', 404: "for another member's thread or order", 429: 'past the posts allowed' },
    },
  ),
  'POST /basic-api/v1/orders/{id}/proofs/{proofId}/decision': MEMBER.takes(
    '{decision: approve|changes, note (required for changes)}: only on the latest pending version (409 when it was decided or superseded).',
    { proofDecisionSchema },
    'OrderDetail',
    { refusals: { 409: 'when it was decided or superseded' } },
  ),
  'POST /basic-api/v1/orders/{id}/quote-decision': MEMBER.takes(
    '{decision: accepted|declined, note?, quantity?}: only while quoted and unanswered (400 / 409 otherwise). Accepting a quote of several quantity options names one of their quantities (400 when missing or not one of them); the order then stands at that quantity and unit price.',
    { quoteDecisionSchema },
    'OrderDetail',
    { refusals: { 400: 'the order has no quote to answer', 409: 'the quote was answered already' } },
  ),
  'POST /basic-api/v1/orders/{id}/reorder': MEMBER.creates(
    'Answers 201 { id, reference }: a delivered or closed order starts a new inquiry with the same spec and files.',
    null,
    'OrderCreated',
  ),
  'GET /basic-api/v1/orders/{id}': MEMBER.op("One of the member's orders (spec, files, quote, proofs, timeline, history); another member's is 404.", 'OrderDetail'),
  'PUT /basic-api/v1/orders/{id}/ship-to': MEMBER.takes(
    "{address_id}: one of the member's own ship-to addresses, until the order ships (400 after; another member's order or address 404).",
    { shipToSchema },
    'OrderDetail',
    { refusals: { 400: 'the order has shipped' } },
  ),
  'GET /basic-api/v1/orders': MEMBER.op(
    "Answers { list, total, page, limit, waiting }: the member's orders, the ones waiting for them first (`status=waiting`: only those).",
    'OrderPage',
    { description: "Opening the list also brings in the member's leads as inquiries (lib/server/orders/service.ts claimLeadsAsOrders).", query: { orderQuerySchema } },
  ),
  'POST /basic-api/v1/orders': MEMBER.creates(
    "{design_id, quantity?, note?} → 201 { id, reference }: a quote request from one of the member's designs.",
    { orderCreateSchema },
    'OrderCreated',
  ),
  'GET /basic-api/v1/proofs': MEMBER.op("The member's proofs across their orders, the ones waiting for them first (/manuscript).", 'ManuscriptProof[]'),
};
