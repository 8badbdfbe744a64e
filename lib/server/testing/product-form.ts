/*
 * One valid product as the back office's form sends it (POST /admin/products, validateProductInput),
 * for the service tests and the e2e specs that need a product and vary only what they test: a
 * published pouch written in zh-CN and English only (other locales fall back to English), without
 * pictures. Plain data: the e2e specs import it too.
 */
export const POUCH_FORM = {
  published: true,
  name: { 'zh-CN': '潜水料拉链包', en: 'Neoprene zip pouch' },
  summary: { 'zh-CN': '3 毫米潜水料拉链包（起订 300）。', en: 'Soft 3 mm pouch (MOQ 300).' },
  description: { 'zh-CN': '柔软耐用。', en: 'Soft and hard-wearing, for iPhone 15 cables.' },
  material: { 'zh-CN': '3 毫米 SBR 潜水料', en: '3 mm SBR neoprene' },
  size: '22 × 14 cm',
  moq: 300,
  lead_time_min: 15,
  lead_time_max: 25,
  customization: { 'zh-CN': ['丝印'], en: ['Screen printing'] },
  images: [],
};

/** The pouch under `slug` in the category `categoryId`, with `overrides` over any field. */
export function productForm(slug: string, categoryId: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { slug, category_id: categoryId, ...POUCH_FORM, ...overrides };
}
