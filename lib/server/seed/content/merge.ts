import type { Locale } from '@/lib/config';
import type { LocalizedList, LocalizedText } from '@/lib/server/db/schema';
import type { SeedCategory, SeedFaq, SeedHomeCards, SeedProduct, SeedSliderItem, SeedSystemConfig } from '../types';
import type { SeedTranslation } from './locales/types';
import { categories } from './categories';
import { faqs } from './faqs';
import { homeCards, sliderItems } from './home';
import { products } from './products';
import { systemConfig } from './system-config';

/*
 * The demo content in every language: the base files (zh-CN and en) with each other locale's
 * file (./locales/<locale>.ts) laid in. A key the translation lacks is an error, not a silent
 * English fallback: the seed test checks every text exists in all 14 locales.
 */

export interface SeedContent {
  categories: SeedCategory[];
  products: SeedProduct[];
  faqs: SeedFaq[];
  homeCards: SeedHomeCards;
  sliderItems: SeedSliderItem[];
  systemConfig: SeedSystemConfig;
}

type Translations = Partial<Record<Locale, SeedTranslation>>;

function lay(text: LocalizedText, locale: Locale, value: string | undefined, where: string): LocalizedText {
  if (value === undefined || value.trim() === '') throw new Error(`seed ${locale}: missing ${where}`);
  return { ...text, [locale]: value };
}

function layList(list: LocalizedList, locale: Locale, value: string[] | undefined, where: string): LocalizedList {
  if (!value || value.length !== (list.en ?? []).length) throw new Error(`seed ${locale}: ${where} needs ${(list.en ?? []).length} entries`);
  return { ...list, [locale]: value };
}

export function mergeTranslations(base: SeedContent, translations: Translations): SeedContent {
  let { categories, products, faqs, homeCards, sliderItems, systemConfig } = base;
  for (const [locale, t] of Object.entries(translations) as [Locale, SeedTranslation][]) {
    categories = categories.map((c) => ({ ...c, name: lay(c.name, locale, t.categories[c.key], `category ${c.key}`) }));
    products = products.map((p) => {
      const tp = t.products[p.slug];
      if (!tp) throw new Error(`seed ${locale}: missing product ${p.slug}`);
      const where = `product ${p.slug}`;
      const paragraphs = (p.description.en ?? '').split('\n\n').length;
      if (tp.description.length !== paragraphs) throw new Error(`seed ${locale}: ${where} description needs ${paragraphs} paragraphs`);
      return {
        ...p,
        name: lay(p.name, locale, tp.name, `${where} name`),
        summary: lay(p.summary, locale, tp.summary, `${where} summary`),
        description: lay(p.description, locale, tp.description.join('\n\n'), `${where} description`),
        material: lay(p.material, locale, tp.material, `${where} material`),
        size: typeof p.size === 'string' ? p.size : lay(p.size, locale, tp.size, `${where} size`),
        customization: layList(p.customization, locale, tp.customization, `${where} customization`),
        imageAlts: [lay(p.imageAlts[0], locale, tp.imageAlts[0], `${where} alt 1`), lay(p.imageAlts[1], locale, tp.imageAlts[1], `${where} alt 2`)],
      };
    });
    if (t.faqs.length !== faqs.length) throw new Error(`seed ${locale}: needs ${faqs.length} FAQ entries`);
    faqs = faqs.map((f, i) => ({
      question: lay(f.question, locale, t.faqs[i].question, `faq ${i} question`),
      answer: lay(f.answer, locale, t.faqs[i].answer, `faq ${i} answer`),
    }));
    homeCards = Object.fromEntries(
      Object.entries(homeCards).map(([family, intros]) => [
        family,
        intros.map((text, i) => lay(text, locale, t.homeCards[family as keyof SeedHomeCards]?.[i], `home card ${family} ${i}`)),
      ]),
    ) as SeedHomeCards;
    sliderItems = sliderItems.map((s) => {
      const ts = t.slider[s.sign as keyof SeedTranslation['slider']];
      return {
        ...s,
        title: lay(s.title, locale, ts?.title, `slider ${s.sign} title`),
        subtitle: lay(s.subtitle, locale, ts?.subtitle, `slider ${s.sign} subtitle`),
        button: lay(s.button, locale, ts?.button, `slider ${s.sign} button`),
      };
    });
    const config = (name: keyof SeedSystemConfig, value: string) => lay(systemConfig[name] as LocalizedText, locale, value, name);
    systemConfig = {
      ...systemConfig,
      'company name': config('company name', t.companyName),
      'legal name': config('legal name', t.legalName),
      tagline: config('tagline', t.tagline),
      province: config('province', t.province),
      'about us': config('about us', t.aboutUs.join('\n\n')),
    };
  }
  return { categories, products, faqs, homeCards, sliderItems, systemConfig };
}

/** The base files with `translations` laid in (what the seed writes). */
export function demoContentFor(translations: Translations): SeedContent {
  return mergeTranslations({ categories, products, faqs, homeCards, sliderItems, systemConfig }, translations);
}
