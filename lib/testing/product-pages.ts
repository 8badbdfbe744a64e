import type { ProductPage, ProductSummary } from '@/lib/api/contract';

/**
 * A page of the product list as the catalogue answers it: `count` products named `<name> <n>`
 * (numbered across pages of 6) in the pouch category, out of `total`.
 */
export function productPageOf(count: number, total: number, page = 1, name = 'Product'): ProductPage {
  const list = Array.from({ length: count }, (_, i): ProductSummary => ({
    id: i + 1,
    name: `${name} ${(page - 1) * 6 + i + 1}`,
    slug: `p-${i}`,
    category: { key: 'pouch', name: 'Pouches' },
    summary: 'A pouch',
    image: null,
    created_at: '',
    updated_at: '',
  }));
  return { list, total, page, limit: 6 };
}
