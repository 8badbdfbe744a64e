import type { RouteTable } from '../types';
import { MEMBER_FILE } from './uploads';
import { orderCreateSchema, orderQuerySchema, proofDecisionSchema, quoteDecisionSchema, shipToSchema } from '@/lib/api/contract/orders';

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
  'POST /basic-api/v1/designs/{id}/duplicate': {
    summary: 'A copy of one of the member\'s designs, named "… (copy)" in their language (201).',
    gate: 'member',
    answer: { status: 201, type: 'Design' },
  },
  'GET /basic-api/v1/designs/{id}': {
    summary: "One of the member's designs (another member's: 404).",
    gate: 'member',
    answer: { type: 'Design' },
  },
  'PATCH /basic-api/v1/designs/{id}': {
    summary: 'The fields present, and the `updated_at` it was read at (409 when it was saved since).',
    gate: 'member',
    bodyFields: {
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
    },
    answer: { type: 'Design' },
    refusals: { 409: 'when it was saved since' }, // validateDesignChange: schema not exported
  },
  'DELETE /basic-api/v1/designs/{id}': {
    summary: "The design is gone (its files stay in the member's file area).",
    gate: 'member',
    queryFields: { updated_at: 'date' },
    answer: { type: null },
    refusals: { 409: 'the design changed since `updated_at`' }, // validateDesignDelete: schema not exported
  },
  'GET /basic-api/v1/designs': {
    summary: "The member's saved designs, the last changed first.",
    gate: 'member',
    answer: { type: 'Design[]' },
  },
  'POST /basic-api/v1/designs': {
    summary: '`{ product_id, name?, size?, material?, colours?, print_method?, logo_placement?, quantity?, notes?, files? }`: a new design of a published product (201).',
    description: "A quantity below the product's MOQ is saved and answered with `warnings.quantity`.",
    gate: 'member',
    bodyFields: {
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
    },
    answer: { status: 201, type: 'Design' }, // validateDesign: schema not exported
  },
  'PUT /basic-api/v1/favorites/{productId}': {
    summary: 'Saves a published product as a favourite (again: no change; unknown: 404).',
    gate: 'member',
    answer: { type: '{ product_id: number; favorite: true}' },
  },
  'DELETE /basic-api/v1/favorites/{productId}': {
    summary: "Removes it from the member's favourites (not there: no change).",
    gate: 'member',
    answer: { type: '{ product_id: number; favorite: false}' },
  },
  'GET /basic-api/v1/favorites/ids': {
    summary:
      '`{ ids }` of the member\'s favourite products, for the hearts of a cached catalogue page (read in the browser; no session is a 401, which the heart reads as "log in first").',
    gate: 'member',
    answer: { type: '{ ids: number[]}' },
  },
  'GET /basic-api/v1/favorites': {
    summary: "The member's favourite products, the newest first.",
    gate: 'member',
    answer: { type: 'Favorite[]' },
  },
  'POST /basic-api/v1/messages/{id}/read': {
    summary: "`{ up_to }`: the member's page showed their thread up to that message (same origin only; another member's thread: 404).",
    gate: 'member',
    bodyFields: { up_to: 'positiveInt' },
    answer: { type: 'ThreadReadResult' }, // validateReadMarker: schema not exported
  },
  'GET /basic-api/v1/messages/{id}': {
    summary: "A thread of the member's, newest last.",
    description: "Reading writes nothing: the page marks what it showed read with POST /messages/{id}/read. Another member's: 404.",
    gate: 'member',
    queryFields: { before: 'positiveInt' },
    answer: { type: 'ThreadPage' }, // validateThreadQuery: schema not exported
  },
  'GET /basic-api/v1/messages': {
    summary: "The member's threads (the general one first, started or not) with the last message and the unread count of each, and the unread total.",
    description:
      "`?order={id}`: that order's thread (an empty page with `thread.id` null when nobody wrote yet; another member's order is a 404); `?general=1`: the general thread; with `before={message id}` for older messages. Reading writes nothing (POST /messages/{id}/read marks a thread read).",
    gate: 'member',
    queryFields: { order: 'positiveInt', general: 'yesNo', before: 'positiveInt' },
    answer: { type: 'MemberThreadList, or ThreadPage with order or general' }, // a schema of the route file, not exported
  },
  'POST /basic-api/v1/messages': {
    summary:
      "`{ thread_id | order_id | general: true, body, files[] }`: a message to one of the member's threads, an order of theirs (its thread is opened by the first message) or their general thread, with up to 5 of their own files.",
    description: "201 `{ thread_id, message }`; 400 with field messages; 404 for another member's thread or order; 429 past the posts allowed.",
    gate: 'member',
    bodyFields: { thread_id: 'positiveInt', order_id: 'positiveInt', general: 'yesNo', body: 'text', files: 'tokenList' },
    answer: { status: 201, type: 'PostedMessage' },
    refusals: { 400: 'with field messages', 404: "for another member's thread or order", 429: 'past the posts allowed' }, // validateMemberPost: schema not exported
  },
  'POST /basic-api/v1/orders/{id}/proofs/{proofId}/decision': {
    summary: '{decision: approve|changes, note (required for changes)}: only on the latest pending version (409 when it was decided or superseded).',
    gate: 'member',
    body: { proofDecisionSchema },
    answer: { type: 'OrderDetail' },
    refusals: { 409: 'when it was decided or superseded' },
  },
  'POST /basic-api/v1/orders/{id}/quote-decision': {
    summary: '{decision: accepted|declined, note?}: only while quoted and unanswered (400 / 409 otherwise).',
    gate: 'member',
    body: { quoteDecisionSchema },
    answer: { type: 'OrderDetail' },
    refusals: { 400: 'the order has no quote to answer', 409: 'the quote was answered already' },
  },
  'POST /basic-api/v1/orders/{id}/reorder': {
    summary: 'Answers 201 { id, reference }: a delivered or closed order starts a new inquiry with the same spec and files.',
    gate: 'member',
    answer: { status: 201, type: 'OrderCreated' },
  },
  'GET /basic-api/v1/orders/{id}': {
    summary: "One of the member's orders (spec, files, quote, proofs, timeline, history); another member's is 404.",
    gate: 'member',
    answer: { type: 'OrderDetail' },
  },
  'PUT /basic-api/v1/orders/{id}/ship-to': {
    summary: "{address_id}: one of the member's own ship-to addresses, until the order ships (400 after; another member's order or address 404).",
    gate: 'member',
    body: { shipToSchema },
    answer: { type: 'OrderDetail' },
    refusals: { 400: 'the order has shipped' },
  },
  'GET /basic-api/v1/orders': {
    summary: "Answers { list, total, page, limit, waiting }: the member's orders, the ones waiting for them first (`status=waiting`: only those).",
    description: "Opening the list also brings in the member's leads as inquiries (lib/server/orders/service.ts claimLeadsAsOrders).",
    gate: 'member',
    query: { orderQuerySchema },
    answer: { type: 'OrderPage' },
  },
  'POST /basic-api/v1/orders': {
    summary: "{design_id, quantity?, note?} → 201 { id, reference }: a quote request from one of the member's designs.",
    gate: 'member',
    body: { orderCreateSchema },
    answer: { status: 201, type: 'OrderCreated' },
  },
  'GET /basic-api/v1/proofs': {
    summary: "The member's proofs across their orders, the ones waiting for them first (/manuscript).",
    gate: 'member',
    answer: { type: 'ManuscriptProof[]' },
  },
};
