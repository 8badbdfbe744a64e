import type { RouteTable } from '../types';
import { MEMBER } from './operations';
import { addressSchema } from '@/lib/api/contract/addresses';
import { historyQuerySchema, memberPointsOverviewSchema, redeemQuerySchema } from '@/lib/api/contract/points';
import { statementQuerySchema, statementSchema } from '@/lib/api/contract/statement';

export const memberRoutes: RouteTable = {
  'POST /basic-api/v1/user/addresses/{id}/default': MEMBER.op('The default of its kind (the other one of that kind stops being it).', 'AddressView'),
  'PATCH /basic-api/v1/user/addresses/{id}': MEMBER.takes("The whole address again (another member's id: 404, nothing changed).", { addressSchema }, 'AddressView'),
  'DELETE /basic-api/v1/user/addresses/{id}': MEMBER.op('Gone; a deleted default hands over to the newest of its kind.', null),
  'GET /basic-api/v1/user/addresses': MEMBER.op("The member's addresses (shipping first, each kind's default first).", 'AddressView[]'),
  'POST /basic-api/v1/user/addresses': MEMBER.creates('A new address (201); the first of its kind becomes its default.', { addressSchema }, 'AddressView'),
  'GET /basic-api/v1/user/college': MEMBER.op("The member's school verification requests (ID numbers masked), the education flag, whether they may send one.", 'MyCollege'),
  // validateCollegeSubmission: schema not exported
  'POST /basic-api/v1/user/college': MEMBER.creates(
    "`school`, `role` (student | staff), `id_number`, `document` (one of the member's own file handles) → 201; 409 while one waits or an approval runs.",
    { school: 'text', role: 'oneOf', id_number: 'text', document: 'text' },
    'MyCollege',
    { refusals: { 409: 'while one waits or an approval runs' } },
  ),
  // the route passes `name` on; the service checks it
  'PATCH /basic-api/v1/user/files/{handle}': MEMBER.takes("`{ name }`: renames the member's own file (its extension stays its kind's).", { name: 'text' }, 'MemberFile', {
    description: "Another member's: 404.",
  }),
  'DELETE /basic-api/v1/user/files/{handle}': MEMBER.op(
    "Deletes the member's own file (and takes it out of their designs); 409 with `used_in` when an order, a proof or a message holds it.",
    null,
    { description: "Another member's: 404.", refusals: { 409: 'an order, a proof or a message holds it (`used_in` says which)' } },
  ),
  'GET /basic-api/v1/user/files': MEMBER.op(
    "The member's files, newest first, each with its links, thumbnail state and `used_in` (designs, orders, message threads), with `used_bytes`, `quota_bytes` and `max_file_bytes`.",
    'MemberFileList',
    { description: 'Uploads go through POST /basic-api/upload.' },
  ),
  'GET /basic-api/v1/user/help': MEMBER.op(
    "The member's account team (their manager's card or the company's contact) and the office hours, in the request's language.",
    'AccountTeam',
  ),
  // validateHelpRequest: schema not exported
  'POST /basic-api/v1/user/help': MEMBER.creates(
    "`topic`, `message` (10 to 4,000 characters), `files` (up to 5 of the member's own handles) → a message in the member's general thread, the translated topic as its first line (201).",
    { topic: 'oneOf', message: 'text', files: 'tokenList' },
    'HelpSent',
  ),
  // validateLessonDone: schema not exported
  'POST /basic-api/v1/user/learning/lessons/{id}': MEMBER.takes(
    "{done: boolean} → the course's progress: the lesson marked done or not done again (idempotent).",
    { done: 'yesNo' },
    'CourseLearning',
  ),
  'POST /basic-api/v1/user/learning/lessons/{id}/visit': MEMBER.op('Answers the course\'s progress: the member opened this lesson ("resume" goes here).', 'CourseLearning'),
  // validateLearningQuery: schema not exported
  'GET /basic-api/v1/user/learning': MEMBER.op(
    "Answers { course_id, done: [lesson ids], last_lesson_id }: the member's progress in one published course (what the course and lesson pages' island asks for; 404 for a course that is not public).",
    'CourseLearning | MyLearning',
    {
      description: "Without `course` → { courses, suggestions }: /user/myLearn's list.",
      queryFields: { course: 'slug' },
      refusals: { 404: 'for a course that is not public' },
    },
  ),
  'GET /basic-api/v1/user/points': MEMBER.op(
    "Answers { level, levels, points, rules, history }: the member's level, points and points history (page `page`).",
    { type: 'MemberPointsOverview', result: { MemberPointsOverview: memberPointsOverviewSchema } },
    { query: { historyQuerySchema } },
  ),
  'POST /basic-api/v1/user/rewards/{id}/redeem': MEMBER.creates(
    'Redeems the reward at `price` (the price the member confirmed) → 201 { redemption, points, stock }.',
    null,
    'RedeemResult',
    {
      description: '409 out of stock / not enough points / the price changed, nothing changed.',
      query: { redeemQuerySchema },
      limited: true,
      refusals: { 409: 'out of stock / not enough points / the price changed' },
    },
  ),
  'GET /basic-api/v1/user/rewards': MEMBER.op(
    "Answers { points, rules, rewards, redemptions }: the points shop, how points are earned and the member's own redemptions.",
    'MemberShop',
  ),
  'GET /basic-api/v1/user/statement': MEMBER.op(
    "Answers the member's account statement: entries newest first with the running balance of their currency, the due per order and totals per currency.",
    { type: 'Statement (with `format=csv`: a CSV download instead of the envelope)', result: { Statement: statementSchema } },
    {
      description: '`?format=csv` streams every entry in date order as CSV (UTF-8 with a byte-order mark for Excel), `statement-YYYYMMDD.csv`.',
      query: { statementQuerySchema },
    },
  ),
};
