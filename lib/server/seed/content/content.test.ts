import media from '@/lib/media.json';
import { categories } from './categories';
import { faqs } from './faqs';
import { homeCards, sliderItems } from './home';
import { products } from './products';
import { systemConfig } from './system-config';

type Text = Record<string, string>;
type List = Record<string, string[]>;

const REQUIRED = ['zh-CN', 'en'] as const;
const FAMILIES = ['sewing', 'heat-press', 'eva-molded'];
const KIND_TO_CATEGORY: Record<string, string> = {
  pouch: 'pouch',
  tote: 'tote-bag',
  pencil: 'pencil-bag',
  drawstring: 'drawstring-bag',
  organizer: 'trunk-organizer',
  'phone-case': 'phone-case',
  'smart-cover': 'smart-cover',
  'phone-holder': 'phone-holder',
  'tablet-cover': 'tablet-cover',
  'eva-case': 'hard-shell-case',
};

const frontImages = media.map((m) => ({ ...m, slug: /^products\/(.+)-1\.webp$/.exec(m.path)?.[1] })).filter((m): m is typeof m & { slug: string } => m.slug !== undefined);

/** Asserts a localized text has non-empty zh-CN and en and no other locales. */
function expectLocalized(text: unknown, where: string): void {
  expect(typeof text).toBe('object');
  const t = text as Text;
  expect(Object.keys(t).sort()).toEqual([...REQUIRED].sort());
  for (const locale of REQUIRED) {
    if (typeof t[locale] !== 'string' || t[locale].trim() === '') {
      throw new Error(`${where}: missing ${locale}`);
    }
  }
}

function expectLocalizedList(list: unknown, where: string, min: number, max: number): void {
  const l = list as List;
  expect(Object.keys(l).sort()).toEqual([...REQUIRED].sort());
  for (const locale of REQUIRED) {
    const items = l[locale];
    if (!Array.isArray(items) || items.length < min || items.length > max) {
      throw new Error(`${where}: ${locale} must have ${min}–${max} items`);
    }
    for (const item of items) expect(item.trim()).not.toBe('');
  }
  expect(l['zh-CN'].length).toBe(l.en.length);
}

describe('seed content: categories', () => {
  it('lists the three families first, then their sub-categories in order', () => {
    expect(categories.map((c) => c.key)).toEqual([
      'sewing',
      'heat-press',
      'eva-molded',
      'pouch',
      'tote-bag',
      'pencil-bag',
      'drawstring-bag',
      'trunk-organizer',
      'phone-case',
      'smart-cover',
      'phone-holder',
      'tablet-cover',
      'hard-shell-case',
    ]);
  });

  it('gives every sub-category an existing family as parent', () => {
    for (const c of categories) {
      if (FAMILIES.includes(c.key)) expect(c.parent).toBeUndefined();
      else expect(FAMILIES).toContain(c.parent);
    }
  });

  it('has localized, unique names', () => {
    categories.forEach((c) => expectLocalized(c.name, `category ${c.key}`));
    for (const locale of REQUIRED) {
      const names = categories.map((c) => c.name[locale]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('seed content: products', () => {
  it('has one product per media.json product artwork, same slugs in the same order', () => {
    expect(products.map((p) => p.slug)).toEqual(frontImages.map((m) => m.slug));
    expect(products).toHaveLength(27);
  });

  it('has both pictures for every product in media.json', () => {
    const paths = new Set(media.map((m) => m.path));
    for (const p of products) {
      expect(paths).toContain(`products/${p.slug}-1.webp`);
      expect(paths).toContain(`products/${p.slug}-2.webp`);
    }
  });

  it('references existing sub-categories that match the artwork kind', () => {
    const subKeys = new Set(categories.filter((c) => c.parent).map((c) => c.key));
    products.forEach((p, i) => {
      expect(subKeys).toContain(p.category);
      expect(p.category).toBe(KIND_TO_CATEGORY[frontImages[i].kind]);
    });
  });

  it('has non-empty zh-CN and en for every localized field', () => {
    for (const p of products) {
      expectLocalized(p.name, `${p.slug}.name`);
      expectLocalized(p.summary, `${p.slug}.summary`);
      expectLocalized(p.description, `${p.slug}.description`);
      expectLocalized(p.material, `${p.slug}.material`);
      expect(p.imageAlts).toHaveLength(2);
      p.imageAlts.forEach((alt, i) => expectLocalized(alt, `${p.slug}.imageAlts[${i}]`));
      expectLocalizedList(p.customization, `${p.slug}.customization`, 3, 6);
    }
  });

  it('keeps summaries short and descriptions at 2–3 paragraphs', () => {
    for (const p of products) {
      expect((p.summary.en ?? '').length).toBeLessThanOrEqual(160);
      for (const locale of REQUIRED) {
        const paragraphs = (p.description[locale] ?? '').split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(2);
        expect(paragraphs.length).toBeLessThanOrEqual(3);
        paragraphs.forEach((para) => expect(para.trim()).not.toBe(''));
      }
    }
  });

  it('has realistic specs', () => {
    for (const p of products) {
      // A measurement, or a text in zh-CN and en where words are needed.
      const sizes = typeof p.size === 'string' ? [p.size] : [p.size['zh-CN'] ?? '', p.size.en ?? ''];
      for (const size of sizes) expect(size.trim()).not.toBe('');
      expect(p.moq).toBeGreaterThanOrEqual(300);
      expect(p.moq).toBeLessThanOrEqual(1000);
      expect(p.leadTimeDays.min).toBeGreaterThan(0);
      expect(p.leadTimeDays.min).toBeLessThan(p.leadTimeDays.max);
    }
  });

  it('describes each picture with its palette colour', () => {
    const colourWords: Record<string, [string, string]> = {
      orange: ['orange', '橙'],
      rose: ['rose', '玫瑰'],
      charcoal: ['charcoal', '炭灰'],
      sand: ['sand', '沙色'],
      teal: ['teal', '青绿'],
      navy: ['navy', '藏青'],
      olive: ['olive', '橄榄'],
    };
    products.forEach((p, i) => {
      const [en, zh] = colourWords[frontImages[i].palette];
      for (const alt of p.imageAlts) {
        expect((alt.en ?? '').toLowerCase()).toContain(en);
        expect(alt['zh-CN']).toContain(zh);
      }
    });
  });

  it('has unique names per locale', () => {
    for (const locale of REQUIRED) {
      const names = products.map((p) => p.name[locale]);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('seed content: home', () => {
  it('has one slider item per family', () => {
    expect(sliderItems.map((s) => s.sign)).toEqual(FAMILIES);
  });

  it('has exactly 5 localized cards per family, each with artwork', () => {
    const paths = new Set(media.map((m) => m.path));
    for (const family of ['sewing', 'heatPress', 'evaMolded'] as const) {
      expect(homeCards[family]).toHaveLength(5);
      homeCards[family].forEach((card, i) => {
        expectLocalized(card, `${family} card ${i + 1}`);
        expect((card.en ?? '').length).toBeLessThanOrEqual(140);
        expect(paths).toContain(`cards/${family}-${i + 1}.webp`);
      });
    }
  });
});

describe('seed content: FAQs', () => {
  it('has at least 8 localized questions and answers', () => {
    expect(faqs.length).toBeGreaterThanOrEqual(8);
    faqs.forEach((f, i) => {
      expectLocalized(f.question, `faq ${i}.question`);
      expectLocalized(f.answer, `faq ${i}.answer`);
    });
  });

  it('has unique questions per locale', () => {
    for (const locale of REQUIRED) {
      const questions = faqs.map((f) => f.question[locale]);
      expect(new Set(questions).size).toBe(questions.length);
    }
  });
});

describe('seed content: system config', () => {
  it('has every entry, with localized texts in zh-CN and en', () => {
    for (const [name, value] of Object.entries(systemConfig)) {
      if (typeof value === 'string') expect(value.trim()).not.toBe('');
      else expectLocalized(value, `system config ${name}`);
    }
    for (const name of ['company name', 'tagline', 'province', 'about us'] as const) {
      expect(typeof systemConfig[name]).toBe('object');
    }
  });

  it('has https social links and no Co.,Ltd suffix in the company name', () => {
    for (const name of ['linkedin', 'instagram', 'pinterest', 'facebook', 'twitter'] as const) {
      expect(systemConfig[name]).toMatch(/^https:\/\/\S+$/);
    }
    const company = systemConfig['company name'] as Text;
    for (const locale of REQUIRED) expect(company[locale]).not.toMatch(/co\.?,?\s*ltd|有限公司/i);
  });

  it('has an about-us text of 3–4 paragraphs', () => {
    const about = systemConfig['about us'] as Text;
    for (const locale of REQUIRED) {
      const paragraphs = about[locale].split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
    }
  });
});
