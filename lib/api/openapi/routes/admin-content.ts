import type { RouteTable } from '../types';
import { CATALOGUE_PICTURE } from './uploads';

export const adminContentRoutes: RouteTable = {
  'GET /basic-api/v1/admin/audit': {
    summary: 'Answers the audit log, newest first (admin).',
    gate: { staff: ['admin'] },
    queryNotes: { page: 'the page (1 by default)', entity: 'only changes of this kind of record', entity_id: 'only changes of this record' },
    answer: { type: '{ list: AuditEntry[]; total; page; limit }' },
  },
  'POST /basic-api/v1/admin/courses/{id}/lessons': {
    summary: '{slug, title, body, images, video_url, minutes} → the lesson (201), last in the course.',
    gate: { staff: ['editor'] },
    bodyFields: { slug: 'slug', title: 'localizedText', body: 'localizedText', images: 'list', video_url: 'url', minutes: 'wholeNumber' },
    answer: { status: 201, type: 'AdminLesson' }, // validateLesson: schema not exported
  },
  'POST /basic-api/v1/admin/courses/{id}/move': {
    summary: '{direction: up|down}: one place in the public order.',
    gate: { staff: ['editor'] },
    bodyFields: { direction: 'oneOf' },
    answer: { type: null }, // validateLessonMove: schema not exported
  },
  'GET /basic-api/v1/admin/courses/{id}': {
    summary: 'The course with every text in every locale and its lessons.',
    gate: { staff: ['editor'] },
    answer: { type: 'AdminCourse' },
  },
  'PATCH /basic-api/v1/admin/courses/{id}': {
    summary: 'The fields to change and the `updated_at` they were read at (409 when it changed since).',
    gate: { staff: ['editor'] },
    bodyFields: { slug: 'slug', title: 'localizedText', summary: 'localizedText', cover: 'text', published: 'yesNo', updated_at: 'date' },
    answer: { type: 'AdminCourse' },
    refusals: { 409: 'it changed since `updated_at`' }, // validateCourseChange: schema not exported
  },
  'DELETE /basic-api/v1/admin/courses/{id}': {
    summary: "The course, its lessons and the members' progress in it.",
    gate: { staff: ['editor'] },
    answer: { type: null },
  },
  'POST /basic-api/v1/admin/courses/images': {
    summary: 'A cover or lesson picture (PNG, JPEG or WebP) as the raw body → `{ src, width, height }` (201).',
    gate: { staff: ['editor'] },
    upload: CATALOGUE_PICTURE,
    answer: { status: 201, type: 'StoredImage' },
  },
  'GET /basic-api/v1/admin/courses': {
    summary: 'Every course (drafts too) with its lesson and learner counts (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: '{ list: AdminCourseRow[]}' },
  },
  'POST /basic-api/v1/admin/courses': {
    summary: '{slug, title, summary, cover, published} → the course (201), last in the list.',
    gate: { staff: ['editor'] },
    bodyFields: { slug: 'slug', title: 'localizedText', summary: 'localizedText', cover: 'text', published: 'yesNo', updated_at: 'date' },
    answer: { status: 201, type: 'AdminCourse' }, // validateCourse: schema not exported
  },
  'POST /basic-api/v1/admin/lessons/{id}/move': {
    summary: '{direction: up|down}: one place in its course.',
    gate: { staff: ['editor'] },
    bodyFields: { direction: 'oneOf' },
    answer: { type: null }, // validateLessonMove: schema not exported
  },
  'PATCH /basic-api/v1/admin/lessons/{id}': {
    summary: 'The fields to change and the `updated_at` they were read at (409 when it changed since).',
    gate: { staff: ['editor'] },
    bodyFields: { slug: 'slug', title: 'localizedText', body: 'localizedText', images: 'list', video_url: 'url', minutes: 'wholeNumber', updated_at: 'date' },
    answer: { type: 'AdminLesson' },
    refusals: { 409: 'it changed since `updated_at`' }, // validateLessonChange: schema not exported
  },
  'DELETE /basic-api/v1/admin/lessons/{id}': {
    summary: "The lesson and the members' ticks of it.",
    gate: { staff: ['editor'] },
    answer: { type: null },
  },
  'POST /basic-api/v1/admin/libraries/{key}/entries': {
    summary:
      'A new entry (201): `slug`, `title`, `summary`, `body` per locale, `cover` and `images` (pictures from POST /admin/libraries/images), `files` (`handle`s of staff files uploaded with POST /basic-api/upload?purpose=staff, each with a `label` per locale; they become library files), `tags` (keys), `product_id`, `download_visibility` (+ `download_min_level_id`), `published`, `sort`.',
    gate: { staff: ['editor'] },
    bodyFields: {
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
    },
    answer: { status: 201, type: 'AdminEntry' }, // validateEntry: schema not exported
  },
  'GET /basic-api/v1/admin/libraries/{key}': {
    summary: 'A library with its tags and every entry, drafts included (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: 'AdminLibrary' },
  },
  'PATCH /basic-api/v1/admin/libraries/{key}': {
    summary: '`name` (zh-CN required) and `intro` per locale, `visibility` (public | members | level) with `min_level_id` for level, and the `updated_at` it was read at (409).',
    gate: { staff: ['editor'] },
    bodyFields: { name: 'localizedText', intro: 'localizedText', visibility: 'oneOf', min_level_id: 'positiveInt', updated_at: 'text' },
    answer: { type: 'AdminLibrarySummary' },
    refusals: { 409: 'it changed since `updated_at`' }, // validateLibrary: schema not exported
  },
  'POST /basic-api/v1/admin/libraries/{key}/tags': {
    summary: "`key` (the list's `?tag=`) and `name` per locale → the tag (201; a key in use: `taken`).",
    gate: { staff: ['editor'] },
    bodyFields: { key: 'slug', name: 'localizedText' },
    answer: { status: 201, type: 'AdminLibraryTag' }, // validateLibraryTag: schema not exported
  },
  'GET /basic-api/v1/admin/libraries/entries/{id}': {
    summary: 'The entry with everything its form edits.',
    gate: { staff: ['editor'] },
    answer: { type: 'AdminEntry' },
  },
  'PATCH /basic-api/v1/admin/libraries/entries/{id}': {
    summary: 'The whole entry as POST …/entries takes it, with the `updated_at` it was read at (409).',
    gate: { staff: ['editor'] },
    bodyFields: {
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
    },
    answer: { type: 'AdminEntry' },
    refusals: { 409: 'it changed since `updated_at`' }, // validateEntry: schema not exported
  },
  'DELETE /basic-api/v1/admin/libraries/entries/{id}': {
    summary: 'The entry is gone (its pictures, tags and file links with it).',
    gate: { staff: ['editor'] },
    answer: { type: null },
  },
  'POST /basic-api/v1/admin/libraries/images': {
    summary: "A library picture (an entry's cover or gallery) as the request body (PNG, JPEG or WebP, 10 MB at most) → `{ src, width, height }` (201).",
    description: 'The entry form then saves it with the entry.',
    gate: { staff: ['editor'] },
    upload: CATALOGUE_PICTURE,
    answer: { status: 201, type: 'StoredImage' },
  },
  'GET /basic-api/v1/admin/libraries': {
    summary: 'The seven content libraries with their texts per locale, visibility and counts (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: '{ list: AdminLibrarySummary[]}' },
  },
  'PATCH /basic-api/v1/admin/libraries/tags/{id}': {
    summary: "The tag's `key` and `name` per locale.",
    gate: { staff: ['editor'] },
    bodyFields: { key: 'slug', name: 'localizedText' },
    answer: { type: null }, // validateLibraryTag: schema not exported
  },
  'DELETE /basic-api/v1/admin/libraries/tags/{id}': {
    summary: 'The tag is gone (its entries stay).',
    gate: { staff: ['editor'] },
    answer: { type: null },
  },
  'PUT /basic-api/v1/admin/team/{id}': {
    summary: "A staff member's card (display_name, title per locale, photo, email, whatsapp, wechat_id); anyone not staff: 404 (admin).",
    gate: { staff: ['admin'] },
    bodyFields: { display_name: 'text', title: 'localizedText', photo: 'text', email: 'text', whatsapp: 'text', wechat_id: 'text' },
    answer: { type: 'StaffProfileView' }, // validateStaffProfile: schema not exported
  },
  'GET /basic-api/v1/admin/team/office-hours': {
    summary: 'The office hours per locale (admin).',
    gate: { staff: ['admin'] },
    answer: { type: 'LocalizedInput', schema: { type: 'object', additionalProperties: { type: 'string' } } },
  },
  'PUT /basic-api/v1/admin/team/office-hours': {
    summary: '`office_hours` { locale: text } (zh-CN required, under 400 characters each).',
    gate: { staff: ['admin'] },
    bodyFields: { office_hours: 'localizedText' },
    answer: { type: 'LocalizedInput', schema: { type: 'object', additionalProperties: { type: 'string' } } }, // validateOfficeHours: schema not exported
  },
  'POST /basic-api/v1/admin/team/photos': {
    summary: "A staff member's picture (PNG, JPEG or WebP) as the raw body → `{ src, width, height }` (201), stored as the catalogue's public WebP (admin).",
    gate: { staff: ['admin'] },
    upload: CATALOGUE_PICTURE,
    answer: { status: 201, type: 'StoredImage' },
    refusals: { 400: 'not a picture (`errors.file`)' },
  },
  'GET /basic-api/v1/admin/team': {
    summary: 'Every staff account with its card and how many members it looks after (admin).',
    gate: { staff: ['admin'] },
    answer: { type: 'StaffProfileView[]' },
  },
};
