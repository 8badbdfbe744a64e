import type { RouteTable } from '../types';
import { addressSchema } from '@/lib/api/contract/addresses';
import { historyQuerySchema, redeemQuerySchema } from '@/lib/api/contract/points';
import { statementQuerySchema } from '@/lib/api/contract/statement';

export const memberRoutes: RouteTable = {
  'POST /basic-api/v1/user/addresses/{id}/default': {
    summary: 'The default of its kind (the other one of that kind stops being it).',
    gate: 'member',
    answer: { type: 'AddressView' },
  },
  'PATCH /basic-api/v1/user/addresses/{id}': {
    summary: "The whole address again (another member's id: 404, nothing changed).",
    gate: 'member',
    body: { addressSchema },
    answer: { type: 'AddressView' },
  },
  'DELETE /basic-api/v1/user/addresses/{id}': {
    summary: 'Gone; a deleted default hands over to the newest of its kind.',
    gate: 'member',
    answer: { type: null },
  },
  'GET /basic-api/v1/user/addresses': {
    summary: "The member's addresses (shipping first, each kind's default first).",
    gate: 'member',
    answer: { type: 'AddressView[]' },
  },
  'POST /basic-api/v1/user/addresses': {
    summary: 'A new address (201); the first of its kind becomes its default.',
    gate: 'member',
    body: { addressSchema },
    answer: { status: 201, type: 'AddressView' },
  },
  'GET /basic-api/v1/user/college': {
    summary: "The member's school verification requests (ID numbers masked), the education flag, whether they may send one.",
    gate: 'member',
    answer: { type: 'MyCollege' },
  },
  'POST /basic-api/v1/user/college': {
    summary: "`school`, `role` (student | staff), `id_number`, `document` (one of the member's own file handles) → 201; 409 while one waits or an approval runs.",
    gate: 'member',
    bodyFields: { school: 'text', role: 'oneOf', id_number: 'text', document: 'text' },
    answer: { status: 201, type: 'MyCollege' },
    refusals: { 409: 'while one waits or an approval runs' }, // validateCollegeSubmission: schema not exported
  },
  'PATCH /basic-api/v1/user/files/{handle}': {
    summary: "`{ name }`: renames the member's own file (its extension stays its kind's).",
    description: "Another member's: 404.",
    gate: 'member',
    bodyFields: { name: 'text' },
    answer: { type: 'MemberFile' }, // the route passes `name` on; the service checks it
  },
  'DELETE /basic-api/v1/user/files/{handle}': {
    summary: "Deletes the member's own file (and takes it out of their designs); 409 with `used_in` when an order, a proof or a message holds it.",
    description: "Another member's: 404.",
    gate: 'member',
    answer: { type: null },
    refusals: { 409: 'an order, a proof or a message holds it (`used_in` says which)' },
  },
  'GET /basic-api/v1/user/files': {
    summary:
      "The member's files, newest first, each with its links, thumbnail state and `used_in` (designs, orders, message threads), with `used_bytes`, `quota_bytes` and `max_file_bytes`.",
    description: 'Uploads go through POST /basic-api/upload.',
    gate: 'member',
    answer: { type: 'MemberFileList' },
  },
  'GET /basic-api/v1/user/help': {
    summary: "The member's account team (their manager's card or the company's contact) and the office hours, in the request's language.",
    gate: 'member',
    answer: { type: 'AccountTeam' },
  },
  'POST /basic-api/v1/user/help': {
    summary:
      "`topic`, `message` (10 to 4,000 characters), `files` (up to 5 of the member's own handles) → a message in the member's general thread, the translated topic as its first line (201).",
    gate: 'member',
    bodyFields: { topic: 'oneOf', message: 'text', files: 'tokenList' },
    answer: { status: 201, type: 'HelpSent' }, // validateHelpRequest: schema not exported
  },
  'POST /basic-api/v1/user/learning/lessons/{id}': {
    summary: "{done: boolean} → the course's progress: the lesson marked done or not done again (idempotent).",
    gate: 'member',
    bodyFields: { done: 'yesNo' },
    answer: { type: 'CourseLearning' }, // validateLessonDone: schema not exported
  },
  'POST /basic-api/v1/user/learning/lessons/{id}/visit': {
    summary: 'Answers the course\'s progress: the member opened this lesson ("resume" goes here).',
    gate: 'member',
    answer: { type: 'CourseLearning' },
  },
  'GET /basic-api/v1/user/learning': {
    summary:
      "Answers { course_id, done: [lesson ids], last_lesson_id }: the member's progress in one published course (what the course and lesson pages' island asks for; 404 for a course that is not public).",
    description: "Without `course` → { courses, suggestions }: /user/myLearn's list.",
    gate: 'member',
    queryFields: { course: 'slug' },
    answer: { type: 'CourseLearning | MyLearning' },
    refusals: { 404: 'for a course that is not public' }, // validateLearningQuery: schema not exported
  },
  'GET /basic-api/v1/user/points': {
    summary: "Answers { level, levels, points, rules, history }: the member's level, points and points history (page `page`).",
    gate: 'member',
    query: { historyQuerySchema },
    answer: { type: 'MemberPointsOverview' },
  },
  'POST /basic-api/v1/user/rewards/{id}/redeem': {
    summary: 'Redeems the reward at `price` (the price the member confirmed) → 201 { redemption, points, stock }.',
    description: '409 out of stock / not enough points / the price changed, nothing changed.',
    gate: 'member',
    query: { redeemQuerySchema },
    answer: { status: 201, type: 'RedeemResult' },
    limited: true,
    refusals: { 409: 'out of stock / not enough points / the price changed' },
  },
  'GET /basic-api/v1/user/rewards': {
    summary: "Answers { points, rewards, redemptions }: the points shop and the member's own redemptions.",
    gate: 'member',
    answer: { type: 'MemberShop' },
  },
  'GET /basic-api/v1/user/statement': {
    summary: "Answers the member's account statement: entries newest first with the running balance of their currency, the due per order and totals per currency.",
    description: '`?format=csv` streams every entry in date order as CSV (UTF-8 with a byte-order mark for Excel), `statement-YYYYMMDD.csv`.',
    gate: 'member',
    query: { statementQuerySchema },
    answer: { type: 'Statement (with `format=csv`: a CSV download instead of the envelope)' },
  },
};
