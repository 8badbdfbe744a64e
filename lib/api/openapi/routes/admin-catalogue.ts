import type { RouteTable } from '../types';
import { CATALOGUE_PICTURE } from './uploads';
import { moveSchema, productQuerySchema, publishSchema } from '@/lib/api/contract/products-admin';

export const adminCatalogueRoutes: RouteTable = {
  'POST /basic-api/v1/admin/categories/{id}/move': {
    summary: "`{ direction: 'up' | 'down' }`: one place among its siblings → every category, in the new order.",
    gate: { staff: ['editor'] },
    bodyFields: { direction: 'oneOf' },
    answer: { type: '{ list: AdminCategory[]}' }, // validateMove: schema not exported
  },
  'GET /basic-api/v1/admin/categories/{id}': {
    summary: 'The category with its texts in every locale (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: 'AdminCategory' },
  },
  'PATCH /basic-api/v1/admin/categories/{id}': {
    summary: 'Any of `key`, `parent_id`, `name`, and the `updated_at` it was read at (409 when it changed since).',
    gate: { staff: ['editor'] },
    bodyFields: { key: 'text', parent_id: 'wholeNumber', name: 'localizedText', updated_at: 'date' },
    answer: { type: 'AdminCategory' },
    refusals: { 409: 'it changed since `updated_at`' }, // validateCategoryChange: schema not exported
  },
  'DELETE /basic-api/v1/admin/categories/{id}': {
    summary: 'Deletes the category; refused (400) while products, sub-categories or slider banners use it.',
    gate: { staff: ['editor'] },
    queryFields: { updated_at: 'date' },
    answer: { type: null },
    refusals: { 400: 'still in use (by products, sub-categories or slider banners)', 409: 'it changed since `updated_at`' }, // validateDeleteQuery: schema not exported
  },
  'GET /basic-api/v1/admin/categories': {
    summary: 'Every category, each family followed by its sub-categories, with product and child counts (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: '{ list: AdminCategory[]}' },
  },
  'POST /basic-api/v1/admin/categories': {
    summary: "`key`, `parent_id` ('' for a family), `name` per locale → the category (201).",
    gate: { staff: ['editor'] },
    bodyFields: { key: 'text', parent_id: 'wholeNumber', name: 'localizedText', updated_at: 'date' },
    answer: { status: 201, type: 'AdminCategory' }, // validateCategory: schema not exported
  },
  'GET /basic-api/v1/admin/config': {
    summary: 'The company facts (`values` by system-config name; texts per locale as objects) and `updated_at`, the latest of the rows (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: 'CompanyConfig' },
  },
  'PUT /basic-api/v1/admin/config': {
    summary:
      'The facts by field (`company_name`, `tagline`, `province`, `about_us` per locale; `whatsapp`, `email`, the social links) and `updated_at` as read (409 when any fact changed since).',
    gate: { staff: ['editor'] },
    bodyFields: {
      company_name: 'localizedText',
      legal_name: 'localizedText',
      tagline: 'localizedText',
      province: 'localizedText',
      about_us: 'localizedText',
      whatsapp: 'text',
      email: 'text',
      linkedin: 'url',
      instagram: 'url',
      pinterest: 'url',
      facebook: 'url',
      twitter: 'url',
      updated_at: 'date',
    },
    answer: { type: 'CompanyConfig' },
    refusals: { 409: 'when any fact changed since' }, // validateCompany: schema not exported
  },
  'POST /basic-api/v1/admin/faq/{id}/move': {
    summary: "`{ direction: 'up' | 'down' }`: one place up or down → every question, in the new order.",
    gate: { staff: ['editor'] },
    bodyFields: { direction: 'oneOf' },
    answer: { type: '{ list: AdminFaq[]}' }, // validateMove: schema not exported
  },
  'PATCH /basic-api/v1/admin/faq/{id}': {
    summary: '`question` and/or `answer` per locale, and the `updated_at` it was read at (409 when it changed since).',
    gate: { staff: ['editor'] },
    bodyFields: { question: 'localizedText', answer: 'localizedText', updated_at: 'date' },
    answer: { type: 'AdminFaq' },
    refusals: { 409: 'it changed since `updated_at`' }, // validateFaqChange: schema not exported
  },
  'DELETE /basic-api/v1/admin/faq/{id}': {
    summary: 'The question is gone (409 when it changed since `updated_at`, when given).',
    gate: { staff: ['editor'] },
    queryFields: { updated_at: 'date' },
    answer: { type: null },
    refusals: { 409: 'it changed since `updated_at`' }, // validateDeleteQuery: schema not exported
  },
  'GET /basic-api/v1/admin/faq': {
    summary: 'Every question with its texts in every locale, in the public order (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: '{ list: AdminFaq[]}' },
  },
  'POST /basic-api/v1/admin/faq': {
    summary: '`question` and `answer` per locale → the question, last in the list (201).',
    gate: { staff: ['editor'] },
    bodyFields: { question: 'localizedText', answer: 'localizedText', updated_at: 'date' },
    answer: { status: 201, type: 'AdminFaq' }, // validateFaq: schema not exported
  },
  'POST /basic-api/v1/admin/home-cards/{id}/move': {
    summary: '`direction` up or down, one place within its family → the cards in their new order.',
    gate: { staff: ['editor'] },
    bodyFields: { direction: 'oneOf' },
    answer: { type: 'AdminHomeCards' }, // validateMove: schema not exported
  },
  'PATCH /basic-api/v1/admin/home-cards/{id}': {
    summary: '`src`, `introduction` (per locale, zh-CN required) and the `updated_at` it was read at (409 when it changed since).',
    gate: { staff: ['editor'] },
    bodyFields: { src: 'text', introduction: 'localizedText', updated_at: 'date' },
    answer: { type: 'AdminHomeCard' },
    refusals: { 409: 'it changed since `updated_at`' }, // validateHomeCardChange: schema not exported
  },
  'POST /basic-api/v1/admin/home-cards/images': {
    summary: 'A card picture (PNG, JPEG or WebP) as the raw request body → `{ src, width, height }` (201).',
    gate: { staff: ['editor'] },
    upload: CATALOGUE_PICTURE,
    answer: { status: 201, type: 'StoredImage' },
  },
  'GET /basic-api/v1/admin/home-cards': {
    summary: '`{ sewing, heatPress, evaMolded }`, five cards each with their introduction in every locale (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: 'AdminHomeCards' },
  },
  'POST /basic-api/v1/admin/products/{id}/move': {
    summary: "`{ direction: 'up' | 'down' }`: one place in the catalogue's order.",
    gate: { staff: ['editor'] },
    body: { productMoveSchema: moveSchema },
    answer: { type: null },
  },
  'POST /basic-api/v1/admin/products/{id}/publish': {
    summary: '`{ published }`: shows or hides the product on the site.',
    gate: { staff: ['editor'] },
    body: { publishSchema },
    answer: { type: 'AdminProduct' },
  },
  'GET /basic-api/v1/admin/products/{id}': {
    summary: "Every locale's texts, the specifications and the pictures (editor, admin).",
    gate: { staff: ['editor'] },
    answer: { type: 'AdminProduct' },
  },
  'PATCH /basic-api/v1/admin/products/{id}': {
    summary: 'The whole form with the `updated_at` it was loaded with (409 when someone saved since).',
    gate: { staff: ['editor'] },
    bodyFields: {
      slug: 'text',
      category_id: 'positiveInt',
      published: 'yesNo',
      name: 'localizedText',
      summary: 'localizedText',
      description: 'localizedText',
      material: 'localizedText',
      moq: 'wholeNumber',
      lead_time_min: 'wholeNumber',
      lead_time_max: 'wholeNumber',
      customization: 'localizedList',
      updated_at: 'text',
    },
    answer: { type: 'AdminProduct' },
    refusals: { 409: 'when someone saved since' }, // validateProductInput: schema not exported
  },
  'DELETE /basic-api/v1/admin/products/{id}': {
    summary: 'The product and its pictures.',
    gate: { staff: ['editor'] },
    answer: { type: null },
  },
  'POST /basic-api/v1/admin/products/images': {
    summary: 'A product picture as the request body (PNG, JPEG or WebP, 10 MB at most) → `{ src, width, height }` (201); the form then saves it with the product.',
    gate: { staff: ['editor'] },
    upload: CATALOGUE_PICTURE,
    answer: { status: 201, type: 'StoredImage' },
  },
  'GET /basic-api/v1/admin/products': {
    summary: 'Answers { list, total, page, limit } (editor, admin).',
    gate: { staff: ['editor'] },
    query: { productQuerySchema },
    answer: { type: 'AdminProductPage' },
  },
  'POST /basic-api/v1/admin/products': {
    summary: 'A new product (the whole form) → the product (201).',
    gate: { staff: ['editor'] },
    bodyFields: {
      slug: 'text',
      category_id: 'positiveInt',
      published: 'yesNo',
      name: 'localizedText',
      summary: 'localizedText',
      description: 'localizedText',
      material: 'localizedText',
      moq: 'wholeNumber',
      lead_time_min: 'wholeNumber',
      lead_time_max: 'wholeNumber',
      customization: 'localizedList',
      updated_at: 'text',
    },
    answer: { status: 201, type: 'AdminProduct' }, // validateProductInput: schema not exported
  },
  'POST /basic-api/v1/admin/slider/{id}/move': {
    summary: '`direction` up or down, one place → the banners in their new order.',
    gate: { staff: ['editor'] },
    bodyFields: { direction: 'oneOf' },
    answer: { type: 'AdminSliderItem[]' }, // validateMove: schema not exported
  },
  'GET /basic-api/v1/admin/slider/{id}': {
    summary: 'One banner (editor, admin).',
    gate: { staff: ['editor'] },
    answer: { type: 'AdminSliderItem' },
  },
  'PATCH /basic-api/v1/admin/slider/{id}': {
    summary: '`url`, `sign`, `thumb` and the `updated_at` it was read at (409 when it changed since).',
    gate: { staff: ['editor'] },
    bodyFields: { updated_at: 'date' },
    answer: { type: 'AdminSliderItem' },
    refusals: { 409: 'it changed since `updated_at`' }, // validateSliderChange: schema not exported
  },
  'DELETE /basic-api/v1/admin/slider/{id}': {
    summary: 'Removes the banner for good.',
    gate: { staff: ['editor'] },
    answer: { type: '{ id: number}' },
  },
  'POST /basic-api/v1/admin/slider/images': {
    summary: 'A banner picture (PNG, JPEG or WebP) as the raw request body → `{ src, width, height }` (201); not a picture: 400 with `errors.file`; over 10 MB: 413.',
    description: 'No `body` spec: the JSON body reader would refuse a picture.',
    gate: { staff: ['editor'] },
    upload: CATALOGUE_PICTURE,
    answer: { status: 201, type: 'StoredImage' },
    refusals: { 400: 'not a picture (`errors.file`)' },
  },
  'GET /basic-api/v1/admin/slider': {
    summary: "Every banner in the home page's order (editor, admin).",
    gate: { staff: ['editor'] },
    answer: { type: 'AdminSliderItem[]' },
  },
  'POST /basic-api/v1/admin/slider': {
    summary: '`url`, `sign` (a category key), `thumb` (an uploaded picture) → the new banner, shown last (201).',
    gate: { staff: ['editor'] },
    bodyFields: { url: 'text', sign: 'text', thumb: 'text', title: 'localizedText', subtitle: 'localizedText', button: 'localizedText' },
    answer: { status: 201, type: 'AdminSliderItem' }, // validateSliderItem: schema not exported
  },
};
