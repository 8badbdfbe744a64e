import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@/lib/config';
import type { SysConfigName } from '@/lib/api/contract';
import { getCompanyFacts } from '@/lib/server/catalogue/cached';
import { siteUrl } from '@/lib/site-url';
import { absoluteAsset, alternates } from './paths';

/** Open Graph wants language_TERRITORY; these are the markets each of our locales is written for. */
export const OG_LOCALES: Record<Locale, string> = {
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  en: 'en_US',
  ja: 'ja_JP',
  ko: 'ko_KR',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  pt: 'pt_BR', // the messages are Brazilian Portuguese ("Fale conosco")
  ru: 'ru_RU',
  ar: 'ar_AR', // Facebook's code for Arabic without a single territory
  it: 'it_IT',
  vi: 'vi_VN',
  th: 'th_TH',
};

export const DEFAULT_OG_IMAGE = { url: '/media/og-default.webp', width: 1200, height: 630 } as const;

export interface SeoImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface CreateMetadataInput {
  locale: Locale;
  /** The locale-free route, query included where it names a distinct page: '/products?category=pouch'. */
  path: string;
  /** The page's own title; the root layout's template adds the company. Omit on the home page. */
  title?: string;
  /** Defaults to the site description (messages `meta.description`). */
  description?: string;
  /** Defaults to the site's Open Graph image (1200×630). */
  images?: SeoImage[];
  type?: 'website' | 'article';
  /** For pages that must not be indexed: robots noindex, and no canonical/hreflang (mixed signals). */
  noIndex?: boolean;
}

/**
 * The company's legal name as the layout's <title> writes it: the configured legal name in the
 * locale's form (system config `legal name`: "… Co., Ltd.", "…有限公司", "Công ty TNHH …"), or,
 * where none is set, the name plus the localized suffix (no space between CJK words).
 */
export function companyDisplayName(facts: Partial<Pick<Record<SysConfigName, string>, 'company name' | 'legal name'>>, suffix: string): string {
  const legal = facts['legal name']?.trim();
  if (legal) return legal;
  const name = facts['company name'] ?? '';
  return /[\u3040-\u30ff\u3400-\u9fff]$/.test(name) && /^[\u3040-\u30ff\u3400-\u9fff]/.test(suffix) ? `${name}${suffix}` : `${name} ${suffix}`;
}

/** The organization / site name in `locale`, as used by the title, og:site_name and JSON-LD. */
export async function getSiteName(locale: Locale): Promise<string> {
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getCompanyFacts(locale)]);
  return companyDisplayName(facts, t('titleSuffix'));
}

/**
 * A page's metadata merged into the site defaults. Metadata of nested segments is merged
 * shallowly (a page's `openGraph` replaces the layout's entirely), so every page gets the
 * complete set from here rather than relying on inheritance.
 */
export async function createMetadata({ locale, path, title, description, images, type = 'website', noIndex = false }: CreateMetadataInput): Promise<Metadata> {
  const [t, facts] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), getCompanyFacts(locale)]);
  const siteName = companyDisplayName(facts, t('titleSuffix'));
  const text = description ?? t('description');
  // The layout's title template does not reach og:title / twitter:title: write the full title here.
  const fullTitle = title ? `${title} | ${siteName}` : siteName;
  const pictures = (images?.length ? images : [{ ...DEFAULT_OG_IMAGE, alt: siteName }]).map((image) => ({
    ...image,
    url: absoluteAsset(image.url),
  }));
  const links = alternates(path, locale);

  return {
    metadataBase: new URL(siteUrl()),
    ...(title !== undefined && { title }),
    description: text,
    ...(noIndex ? { robots: { index: false, follow: true } } : { alternates: links }),
    openGraph: {
      type,
      url: links.canonical,
      siteName,
      title: fullTitle,
      description: text,
      locale: OG_LOCALES[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALES[l]),
      images: pictures,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: text,
      images: pictures.map(({ url, alt }) => ({ url, alt })),
    },
  };
}
