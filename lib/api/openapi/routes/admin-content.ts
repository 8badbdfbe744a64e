import type { Answer, Fields, RouteTable } from '../types';
import { ADMIN, EDITOR } from './operations';

/*
 * The bodies whose schemas have no exported name yet (validateCourse, validateLesson,
 * validateEntry…): the same fields for a creation and a change.
 */
const COURSE: Fields = { slug: 'slug', title: 'localizedText', summary: 'localizedText', cover: 'text', published: 'yesNo', updated_at: 'date' };
const LESSON: Fields = { slug: 'slug', title: 'localizedText', body: 'localizedText', images: 'list', video_url: 'url', minutes: 'wholeNumber' };
const ENTRY: Fields = {
  slug: 'slug',
  title: 'localizedText',
  summary: 'localizedText',
  body: 'localizedText',
  cover: 'text',
  product_id: 'positiveInt',
  download_visibility: 'oneOf',
  download_min_level_id: 'positiveInt',
  published: 'yesNo',
  sort: 'wholeNumber',
  tags: 'tokenList',
  updated_at: 'text',
};
const TAG: Fields = { key: 'slug', name: 'localizedText' };
const OFFICE_HOURS: Answer = { type: 'LocalizedInput', schema: { type: 'object', additionalProperties: { type: 'string' } } };

export const adminContentRoutes: RouteTable = {
  'GET /basic-api/v1/admin/audit': ADMIN.op('Answers the audit log, newest first (admin).', '{ list: AuditEntry[]; total; page; limit }', {
    queryNotes: { page: 'the page (1 by default)', entity: 'only changes of this kind of record', entity_id: 'only changes of this record' },
  }),
  'POST /basic-api/v1/admin/courses/{id}/lessons': EDITOR.creates('{slug, title, body, images, video_url, minutes} → the lesson (201), last in the course.', LESSON, 'AdminLesson'),
  'POST /basic-api/v1/admin/courses/{id}/move': EDITOR.move('{direction: up|down}: one place in the public order.', null),
  'GET /basic-api/v1/admin/courses/{id}': EDITOR.op('The course with every text in every locale and its lessons.', 'AdminCourse'),
  'PATCH /basic-api/v1/admin/courses/{id}': EDITOR.change('The fields to change and the `updated_at` they were read at (409 when it changed since).', COURSE, 'AdminCourse'),
  'DELETE /basic-api/v1/admin/courses/{id}': EDITOR.op("The course, its lessons and the members' progress in it.", null),
  'POST /basic-api/v1/admin/courses/images': EDITOR.picture('A cover or lesson picture (PNG, JPEG or WebP) as the raw body → `{ src, width, height }` (201).'),
  'GET /basic-api/v1/admin/courses': EDITOR.op('Every course (drafts too) with its lesson and learner counts (editor, admin).', '{ list: AdminCourseRow[]}'),
  'POST /basic-api/v1/admin/courses': EDITOR.creates('{slug, title, summary, cover, published} → the course (201), last in the list.', COURSE, 'AdminCourse'),
  'POST /basic-api/v1/admin/lessons/{id}/move': EDITOR.move('{direction: up|down}: one place in its course.', null),
  'PATCH /basic-api/v1/admin/lessons/{id}': EDITOR.change(
    'The fields to change and the `updated_at` they were read at (409 when it changed since).',
    { ...LESSON, updated_at: 'date' },
    'AdminLesson',
  ),
  'DELETE /basic-api/v1/admin/lessons/{id}': EDITOR.op("The lesson and the members' ticks of it.", null),
  'POST /basic-api/v1/admin/libraries/{key}/entries': EDITOR.creates(
    'A new entry (201): `slug`, `title`, `summary`, `body` per locale, `cover` and `images` (pictures from POST /admin/libraries/images), `files` (`handle`s of staff files uploaded with POST /basic-api/upload?purpose=staff, each with a `label` per locale; they become library files), `tags` (keys), `product_id`, `download_visibility` (+ `download_min_level_id`), `published`, `sort`.',
    ENTRY,
    'AdminEntry',
  ),
  'GET /basic-api/v1/admin/libraries/{key}': EDITOR.op('A library with its tags and every entry, drafts included (editor, admin).', 'AdminLibrary'),
  // validateLibrary: schema not exported
  'PATCH /basic-api/v1/admin/libraries/{key}': EDITOR.change(
    '`name` (zh-CN required) and `intro` per locale, `visibility` (public | members | level) with `min_level_id` for level, and the `updated_at` it was read at (409).',
    { name: 'localizedText', intro: 'localizedText', visibility: 'oneOf', min_level_id: 'positiveInt', updated_at: 'text' },
    'AdminLibrarySummary',
  ),
  'POST /basic-api/v1/admin/libraries/{key}/tags': EDITOR.creates(
    "`key` (the list's `?tag=`) and `name` per locale → the tag (201; a key in use: `taken`).",
    TAG,
    'AdminLibraryTag',
  ),
  'GET /basic-api/v1/admin/libraries/entries/{id}': EDITOR.op('The entry with everything its form edits.', 'AdminEntry'),
  'PATCH /basic-api/v1/admin/libraries/entries/{id}': EDITOR.change('The whole entry as POST …/entries takes it, with the `updated_at` it was read at (409).', ENTRY, 'AdminEntry'),
  'DELETE /basic-api/v1/admin/libraries/entries/{id}': EDITOR.op('The entry is gone (its pictures, tags and file links with it).', null),
  'POST /basic-api/v1/admin/libraries/images': EDITOR.picture(
    "A library picture (an entry's cover or gallery) as the request body (PNG, JPEG or WebP, 10 MB at most) → `{ src, width, height }` (201).",
    { description: 'The entry form then saves it with the entry.' },
  ),
  'GET /basic-api/v1/admin/libraries': EDITOR.op(
    'The seven content libraries with their texts per locale, visibility and counts (editor, admin).',
    '{ list: AdminLibrarySummary[]}',
  ),
  'PATCH /basic-api/v1/admin/libraries/tags/{id}': EDITOR.takes("The tag's `key` and `name` per locale.", TAG, null),
  'DELETE /basic-api/v1/admin/libraries/tags/{id}': EDITOR.op('The tag is gone (its entries stay).', null),
  // validateStaffProfile: schema not exported
  'PUT /basic-api/v1/admin/team/{id}': ADMIN.takes(
    "A staff member's card (display_name, title per locale, photo, email, whatsapp, wechat_id); anyone not staff: 404 (admin).",
    { display_name: 'text', title: 'localizedText', photo: 'text', email: 'text', whatsapp: 'text', wechat_id: 'text' },
    'StaffProfileView',
  ),
  'GET /basic-api/v1/admin/team/office-hours': ADMIN.op('The office hours per locale (admin).', OFFICE_HOURS),
  // validateOfficeHours: schema not exported
  'PUT /basic-api/v1/admin/team/office-hours': ADMIN.takes(
    '`office_hours` { locale: text } (zh-CN required, under 400 characters each).',
    { office_hours: 'localizedText' },
    OFFICE_HOURS,
  ),
  'POST /basic-api/v1/admin/team/photos': ADMIN.picture(
    "A staff member's picture (PNG, JPEG or WebP) as the raw body → `{ src, width, height }` (201), stored as the catalogue's public WebP (admin).",
    { refusals: { 400: 'not a picture (`errors.file`)' } },
  ),
  'GET /basic-api/v1/admin/team': ADMIN.op('Every staff account with its card and how many members it looks after (admin).', 'StaffProfileView[]'),
};
