import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { ProductPricing } from '@/lib/api/contract';
import type { OrderCurrency } from '@/lib/config';
import { products } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import type { LocalizedText } from '@/lib/server/db/schema';
import type { DemoModule } from './types';

/*
 * The demo products' price guidance: most products get quantity tiers from their
 * minimum order up (bigger runs cost less a piece), two option surcharges and a sample fee; a few
 * stay "price on request", as a real catalogue has both. Written once, only on products whose
 * prices nobody set.
 */

const EXTRA_COLOUR: LocalizedText = {
  'zh-CN': '每增加一个印刷颜色',
  'zh-TW': '每增加一個印刷顏色',
  en: 'Each extra print colour',
  ja: '印刷色の追加（1色ごと）',
  ko: '인쇄 색상 추가(색상당)',
  es: 'Cada color de impresión adicional',
  fr: "Chaque couleur d'impression en plus",
  de: 'Jede weitere Druckfarbe',
  pt: 'Cada cor de impressão adicional',
  ru: 'Каждый дополнительный цвет печати',
  ar: 'كل لون طباعة إضافي',
  it: 'Ogni colore di stampa aggiuntivo',
  vi: 'Mỗi màu in thêm',
  th: 'สีพิมพ์เพิ่มต่อหนึ่งสี',
};

const GIFT_BOX: LocalizedText = {
  'zh-CN': '单个礼盒包装',
  'zh-TW': '單個禮盒包裝',
  en: 'Individual gift box',
  ja: '個別ギフトボックス',
  ko: '개별 선물 상자',
  es: 'Caja de regalo individual',
  fr: 'Boîte cadeau individuelle',
  de: 'Einzelne Geschenkbox',
  pt: 'Caixa de presente individual',
  ru: 'Индивидуальная подарочная коробка',
  ar: 'علبة هدايا فردية',
  it: 'Scatola regalo singola',
  vi: 'Hộp quà riêng từng chiếc',
  th: 'กล่องของขวัญแยกชิ้น',
};

/** Unit price at the minimum order (minor units) and currency, per demo product; absent: price on request. */
const BASE_PRICES: Record<string, [OrderCurrency, number]> = {
  'neoprene-zip-pouch': ['USD', 180],
  'cosmetic-travel-pouch': ['USD', 210],
  'tech-accessory-pouch': ['USD', 260],
  'felt-laptop-sleeve': ['USD', 420],
  'canvas-promotional-tote': ['USD', 150],
  'laminated-non-woven-tote': ['CNY', 680],
  'double-zip-pencil-case': ['CNY', 950],
  'roll-up-pencil-wrap': ['USD', 190],
  'polyester-drawstring-backpack': ['CNY', 580],
  'cotton-gift-drawstring-bag': ['USD', 90],
  'collapsible-trunk-organizer': ['USD', 780],
  'heat-press-leather-phone-case': ['USD', 320],
  'sublimation-tpu-phone-case': ['CNY', 1250],
  'card-slot-folio-phone-case': ['USD', 360],
  'magnetic-smart-folio': ['EUR', 540],
  'crossbody-phone-holder': ['USD', 410],
  'heat-pressed-phone-sleeve': ['CNY', 880],
  'tablet-cover-with-pen-holder': ['USD', 590],
  'eva-earphone-case': ['USD', 110],
  'eva-hard-drive-case': ['USD', 165],
  'eva-glasses-case': ['CNY', 990],
  'eva-game-controller-case': ['USD', 480],
};

/** Quantity steps as multiples of the minimum order, and the share of the base price each pays (per cent). */
const STEPS: [number, number][] = [
  [1, 100],
  [2, 88],
  [5, 76],
  [10, 66],
];

/** A percentage of an amount in minor units, rounded half up in integers. */
const share = (minor: number, percent: number) => Math.floor((minor * percent + 50) / 100);

export function demoPricing(slug: string, moq: number): ProductPricing | null {
  const base = BASE_PRICES[slug];
  if (!base) return null;
  const [currency, unit] = base;
  return {
    currency,
    tiers: STEPS.map(([times, percent]) => ({ quantity: moq * times, unit: share(unit, percent) })),
    options: [
      { name: EXTRA_COLOUR, surcharge: Math.max(1, share(unit, 8)) },
      { name: GIFT_BOX, surcharge: Math.max(1, share(unit, 25)) },
    ],
    sample_fee: unit * 30,
    sample_days: 7,
    valid_until: null,
  };
}

export const PRICING_MODULE: DemoModule = {
  key: 'pricing',
  async seed(tx: Db) {
    const rows = await tx.select({ id: products.id, slug: products.slug, moq: products.moq }).from(products).where(isNull(products.pricing));
    for (const row of rows) {
      const pricing = demoPricing(row.slug, row.moq);
      if (pricing)
        await tx
          .update(products)
          .set({ pricing })
          .where(and(eq(products.id, row.id), isNull(products.pricing)));
    }
  },
};
