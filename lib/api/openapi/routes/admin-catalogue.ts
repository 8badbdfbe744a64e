import type { Fields, RouteTable } from '../types';
import { ADMIN, CHANGED_SINCE, EDITOR } from './operations';
import { exportQuerySchema, importQuerySchema, PICTURES_ZIP_LIMITS, TRANSFER_LIMITS } from '@/lib/api/contract/catalogue-transfer';
import { paymentDetailsSchema } from '@/lib/api/contract/payment-details';
import { moveSchema, productQuerySchema, publishSchema } from '@/lib/api/contract/products-admin';

/*
 * The bodies whose schemas have no exported name yet (validateCategory, validateFaq,
 * validateProductInput…): the same fields for a creation and a change.
 */
const CATEGORY: Fields = { key: 'text', parent_id: 'wholeNumber', name: 'localizedText', updated_at: 'date' };
const FAQ: Fields = { question: 'localizedText', answer: 'localizedText', updated_at: 'date' };
export const PRODUCT: Fields = {
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
};
const PRICING: Fields = { on_request: 'yesNo', currency: 'oneOf', tiers: 'list', options: 'list', sample_fee: 'text', sample_days: 'wholeNumber', valid_until: 'date' };
const COMPANY: Fields = {
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
};

export const adminCatalogueRoutes: RouteTable = {
  'POST /basic-api/v1/admin/categories/{id}/move': EDITOR.move(
    "`{ direction: 'up' | 'down' }`: one place among its siblings → every category, in the new order.",
    '{ list: AdminCategory[]}',
  ),
  'GET /basic-api/v1/admin/categories/{id}': EDITOR.op('The category with its texts in every locale (editor, admin).', 'AdminCategory'),
  'PATCH /basic-api/v1/admin/categories/{id}': EDITOR.change(
    'Any of `key`, `parent_id`, `name`, and the `updated_at` it was read at (409 when it changed since).',
    CATEGORY,
    'AdminCategory',
  ),
  // validateDeleteQuery: schema not exported
  'DELETE /basic-api/v1/admin/categories/{id}': EDITOR.op('Deletes the category; refused (400) while products, sub-categories or slider banners use it.', null, {
    queryFields: { updated_at: 'date' },
    refusals: { 400: 'still in use (by products, sub-categories or slider banners)', 409: CHANGED_SINCE },
  }),
  'GET /basic-api/v1/admin/categories': EDITOR.op(
    'Every category, each family followed by its sub-categories, with product and child counts (editor, admin).',
    '{ list: AdminCategory[]}',
  ),
  'POST /basic-api/v1/admin/categories': EDITOR.creates("`key`, `parent_id` ('' for a family), `name` per locale → the category (201).", CATEGORY, 'AdminCategory'),
  'GET /basic-api/v1/admin/config': EDITOR.op(
    'The company facts (`values` by system-config name; texts per locale as objects) and `updated_at`, the latest of the rows (editor, admin).',
    'CompanyConfig',
  ),
  'PUT /basic-api/v1/admin/config': EDITOR.change(
    'The facts by field (`company_name`, `tagline`, `province`, `about_us` per locale; `whatsapp`, `email`, the social links) and `updated_at` as read (409 when any fact changed since).',
    COMPANY,
    'CompanyConfig',
    'when any fact changed since',
  ),
  'GET /basic-api/v1/admin/config/payment': ADMIN.op(
    'The payment details proforma invoices show (`values`: beneficiary, bank_name, account, swift, bank_address, terms) and `updated_at`, null before the first save (admin).',
    'PaymentDetails',
  ),
  'PUT /basic-api/v1/admin/config/payment': ADMIN.takes(
    'Every field (empty clears it; account letters and digits, swift 8 or 11 characters) and `updated_at` as read (409 when any changed since; audited).',
    { paymentDetailsSchema },
    'PaymentDetails',
    { refusals: { 409: CHANGED_SINCE } },
  ),
  'POST /basic-api/v1/admin/faq/{id}/move': EDITOR.move("`{ direction: 'up' | 'down' }`: one place up or down → every question, in the new order.", '{ list: AdminFaq[]}'),
  'PATCH /basic-api/v1/admin/faq/{id}': EDITOR.change('`question` and/or `answer` per locale, and the `updated_at` it was read at (409 when it changed since).', FAQ, 'AdminFaq'),
  // validateDeleteQuery: schema not exported
  'DELETE /basic-api/v1/admin/faq/{id}': EDITOR.op('The question is gone (409 when it changed since `updated_at`, when given).', null, {
    queryFields: { updated_at: 'date' },
    refusals: { 409: CHANGED_SINCE },
  }),
  'GET /basic-api/v1/admin/faq': EDITOR.op('Every question with its texts in every locale, in the public order (editor, admin).', '{ list: AdminFaq[]}'),
  'POST /basic-api/v1/admin/faq': EDITOR.creates('`question` and `answer` per locale → the question, last in the list (201).', FAQ, 'AdminFaq'),
  'POST /basic-api/v1/admin/home-cards/{id}/move': EDITOR.move('`direction` up or down, one place within its family → the cards in their new order.', 'AdminHomeCards'),
  // validateHomeCardChange: schema not exported
  'PATCH /basic-api/v1/admin/home-cards/{id}': EDITOR.change(
    '`src`, `introduction` (per locale, zh-CN required) and the `updated_at` it was read at (409 when it changed since).',
    { src: 'text', introduction: 'localizedText', updated_at: 'date' },
    'AdminHomeCard',
  ),
  'POST /basic-api/v1/admin/home-cards/images': EDITOR.picture('A card picture (PNG, JPEG or WebP) as the raw request body → `{ src, width, height }` (201).'),
  'GET /basic-api/v1/admin/home-cards': EDITOR.op('`{ sewing, heatPress, evaMolded }`, five cards each with their introduction in every locale (editor, admin).', 'AdminHomeCards'),
  'POST /basic-api/v1/admin/products/{id}/move': EDITOR.takes("`{ direction: 'up' | 'down' }`: one place in the catalogue's order.", { productMoveSchema: moveSchema }, null),
  'POST /basic-api/v1/admin/products/{id}/publish': EDITOR.takes('`{ published }`: shows or hides the product on the site.', { publishSchema }, 'AdminProduct'),
  'GET /basic-api/v1/admin/products/{id}/pricing': EDITOR.op("The product's price guidance in its own currency (minor units), or null: price on request.", 'ProductPricing | null'),
  // validatePricingInput: lists of tiers and options, checked in order
  'PUT /basic-api/v1/admin/products/{id}/pricing': EDITOR.takes(
    '`{ on_request: true }`, or `currency`, `tiers` [{ quantity, unit_price }] ascending (1 to 8, positive prices), `options` [{ name, surcharge }] (up to 6), `sample_fee`, `sample_days`, `valid_until` → the stored pricing.',
    PRICING,
    'ProductPricing | null',
  ),
  'GET /basic-api/v1/admin/products/{id}': EDITOR.op("Every locale's texts, the specifications and the pictures (editor, admin).", 'AdminProduct'),
  'PATCH /basic-api/v1/admin/products/{id}': EDITOR.change(
    'The whole form with the `updated_at` it was loaded with (409 when someone saved since).',
    PRODUCT,
    'AdminProduct',
    'when someone saved since',
  ),
  'DELETE /basic-api/v1/admin/products/{id}': EDITOR.op('The product and its pictures.', null),
  'POST /basic-api/v1/admin/products/images': EDITOR.picture(
    'A product picture as the request body (PNG, JPEG or WebP, 10 MB at most) → `{ src, width, height }` (201); the form then saves it with the product.',
  ),
  'GET /basic-api/v1/admin/products/export': EDITOR.op(
    "`format=xlsx|csv` and the list's filters: every product they select, one row each, one column per field and locale (docs/catalogue-spreadsheet.md), streamed. `ids=1,2,3` (up to 500, the bulk bar's selection) exports exactly those products.",
    { type: 'catalogue-YYYY-MM-DD.xlsx|csv', media: 'file' },
    { query: { exportQuerySchema } },
  ),
  'POST /basic-api/v1/admin/products/import/pictures': EDITOR.creates(
    'A ZIP of pictures as the body → `{ id, expires_at, files: [{ name, src, width, height }], refused: [{ name, message }] }` (201): each file checked and stored as a product picture upload is, kept for an hour for `POST …/import?format=…&pictures={id}`, whose `pictures` column may then name them by file name.',
    null,
    'ImportPictures',
    {
      upload: { maxBytes: PICTURES_ZIP_LIMITS.zipBytes, kinds: `ZIP of PNG, JPEG or WebP pictures (at most ${PICTURES_ZIP_LIMITS.entries} entries)` },
      limited: true,
      refusals: {
        400: 'not a ZIP file',
        422: 'too many entries, or it would inflate too far (a ZIP bomb): nothing stored',
      },
    },
  ),
  'POST /basic-api/v1/admin/products/import': EDITOR.op(
    '`?format=xlsx|csv` with the sheet as the body → the preview `{ id, expires_at, new, changed, unchanged, refused, rows }` (nothing written; with `&pictures={id}` the `pictures` column may name files of that ZIP); `?confirm={id}` → `{ created, updated }`, the preview written in one transaction.',
    'ImportPreview | ImportResult',
    {
      query: { importQuerySchema },
      upload: { maxBytes: TRANSFER_LIMITS.csvBytes, kinds: `XLSX (at most ${TRANSFER_LIMITS.sheetBytes / 1024 / 1024} MB) or CSV (UTF-8)` },
      limited: true,
      refusals: {
        400: 'not a sheet, unknown or missing columns, too many rows',
        404: 'the preview (or the pictures) expired, was confirmed or is another staff member’s',
        409: 'a product changed since the preview: nothing written',
      },
    },
  ),
  'GET /basic-api/v1/admin/products': EDITOR.op('Answers { list, total, page, limit } (editor, admin).', 'AdminProductPage', { query: { productQuerySchema } }),
  'POST /basic-api/v1/admin/products': EDITOR.creates('A new product (the whole form) → the product (201).', PRODUCT, 'AdminProduct'),
  'POST /basic-api/v1/admin/slider/{id}/move': EDITOR.move('`direction` up or down, one place → the banners in their new order.', 'AdminSliderItem[]'),
  'GET /basic-api/v1/admin/slider/{id}': EDITOR.op('One banner (editor, admin).', 'AdminSliderItem'),
  // validateSliderChange: schema not exported
  'PATCH /basic-api/v1/admin/slider/{id}': EDITOR.change(
    '`url`, `sign`, `thumb` and the `updated_at` it was read at (409 when it changed since).',
    { updated_at: 'date' },
    'AdminSliderItem',
  ),
  'DELETE /basic-api/v1/admin/slider/{id}': EDITOR.op('Removes the banner for good.', '{ id: number}'),
  'POST /basic-api/v1/admin/slider/images': EDITOR.picture(
    'A banner picture (PNG, JPEG or WebP) as the raw request body → `{ src, width, height }` (201); not a picture: 400 with `errors.file`; over 10 MB: 413.',
    { description: 'No `body` spec: the JSON body reader would refuse a picture.', refusals: { 400: 'not a picture (`errors.file`)' } },
  ),
  'GET /basic-api/v1/admin/slider': EDITOR.op("Every banner in the home page's order (editor, admin).", 'AdminSliderItem[]'),
  // validateSliderItem: schema not exported
  'POST /basic-api/v1/admin/slider': EDITOR.creates(
    '`url`, `sign` (a category key), `thumb` (an uploaded picture) → the new banner, shown last (201).',
    { url: 'text', sign: 'text', thumb: 'text', title: 'localizedText', subtitle: 'localizedText', button: 'localizedText' },
    'AdminSliderItem',
  ),
};
