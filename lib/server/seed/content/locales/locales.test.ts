import { LOCALES } from '@/lib/config';
import { demoContentFor } from '../merge';
import { translations } from '.';

/*
 * The demo content exists in all 14 locales: every category, product, FAQ entry, home card,
 * banner and company fact has a non-empty text in each (no English body text under a Japanese
 * menu), and the lists keep the English count.
 */
const content = demoContentFor(translations);

function expectEvery(text: unknown, where: string) {
  const t = text as Record<string, string>;
  const missing = LOCALES.filter((l) => typeof t[l] !== 'string' || t[l].trim() === '');
  if (missing.length) throw new Error(`${where}: missing ${missing.join(', ')}`);
}

describe('the demo content in every locale', () => {
  it('has a translation file for each locale beside zh-CN and en', () => {
    expect(Object.keys(translations).sort()).toEqual(LOCALES.filter((l) => l !== 'zh-CN' && l !== 'en').sort());
  });

  it('names every category and writes every product in all 14 locales', () => {
    for (const c of content.categories) expectEvery(c.name, `category ${c.key}`);
    for (const p of content.products) {
      for (const field of ['name', 'summary', 'description', 'material'] as const) expectEvery(p[field], `${p.slug} ${field}`);
      if (typeof p.size !== 'string') expectEvery(p.size, `${p.slug} size`);
      p.imageAlts.forEach((alt, i) => expectEvery(alt, `${p.slug} alt ${i + 1}`));
      for (const locale of LOCALES) expect(p.customization[locale]?.length).toBe(p.customization.en?.length);
    }
  });

  it('answers every FAQ, introduces every home card and words every banner in all 14 locales', () => {
    for (const [i, f] of content.faqs.entries()) {
      expectEvery(f.question, `faq ${i} question`);
      expectEvery(f.answer, `faq ${i} answer`);
    }
    for (const [family, cards] of Object.entries(content.homeCards)) cards.forEach((c, i) => expectEvery(c, `card ${family} ${i}`));
    for (const s of content.sliderItems) for (const field of ['title', 'subtitle', 'button'] as const) expectEvery(s[field], `slider ${s.sign} ${field}`);
  });

  it('gives the company its name and legal form in each locale, never the Chinese suffix outside Chinese', () => {
    for (const name of ['company name', 'legal name', 'tagline', 'province', 'about us'] as const) expectEvery(content.systemConfig[name], name);
    const legal = content.systemConfig['legal name'] as Record<string, string>;
    for (const locale of LOCALES.filter((l) => !l.startsWith('zh'))) expect(legal[locale]).not.toMatch(/有限公司/);
    expect(legal['zh-CN']).toBe('东莞恒信箱包有限公司');
  });

  it('keeps the text of a language in that language: a Japanese product name is not the English one', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const same = content.products.filter((p) => p.summary[locale] === p.summary.en);
      expect(same.map((p) => p.slug)).toEqual([]);
    }
  });
});
