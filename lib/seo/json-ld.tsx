import 'server-only';
import type { AggregateOffer, BreadcrumbList, FAQPage, Graph, Organization, Product as ProductLd, Thing, WithContext } from 'schema-dts';
import type { Locale } from '@/lib/config';
import type { FaqEntry, PriceGuide, Product, SysConfigName } from '@/lib/api/contract';
import { toMajorText } from '@/lib/money';
import { getCompanyFacts } from '@/lib/server/catalogue/cached';
import { siteUrl } from '@/lib/site-url';
import { getSiteName } from './metadata';
import { absoluteAsset, absoluteUrl, productPath } from './paths';

export type CompanyFacts = Partial<Record<SysConfigName, string>>;

const SOCIAL_LINKS = ['linkedin', 'instagram', 'pinterest', 'facebook', 'twitter'] as const;

/*
 * JSON inside <script> ends at the first "</script" and HTML parsers also react to "<!--";
 * escaping <, > and & as \u escapes keeps the JSON identical while no markup can appear.
 * U+2028/U+2029 are valid in JSON but were line terminators in older JavaScript parsers.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (c) => ESCAPES[c]);
}

/** A structured-data block. Render it anywhere in a server component (head or body both work). */
export function JsonLd({ data }: { data: WithContext<Thing> | Graph }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** One node id for the company, so products can point at the same organization. */
export function organizationId(): string {
  return `${siteUrl()}/#organization`;
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** `name`: the company name with its localized suffix (see getSiteName), as the page title shows it. */
export function organizationLd(facts: CompanyFacts, locale: Locale, name: string): WithContext<Organization> {
  const email = present(facts.email);
  const telephone = present(facts.whatsapp);
  const region = present(facts.province);
  const slogan = present(facts.tagline);
  const sameAs = SOCIAL_LINKS.map((key) => present(facts[key])).filter((v): v is string => Boolean(v));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name,
    url: absoluteUrl(locale, '/'),
    logo: absoluteAsset('/icon.svg'),
    ...(slogan && { slogan }),
    ...(email && { email }),
    ...(telephone && { telephone }),
    address: { '@type': 'PostalAddress', ...(region && { addressRegion: region }), addressCountry: 'CN' },
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/**
 * A catalogue product. `offers` only when the page shows price guidance: the range of unit prices
 * in the page's currency and the smallest quantity they apply to (structured data describes only
 * what the page shows; a product "on request" has none). No ratings.
 */
export function productLd(product: Product, locale: Locale, organizationName: string): WithContext<ProductLd> {
  const maker = { '@type': 'Organization' as const, '@id': organizationId(), name: organizationName };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description || product.summary,
    image: product.images.map((image) => absoluteAsset(image.src)),
    sku: product.slug,
    category: product.category.name,
    brand: { '@type': 'Brand', name: organizationName },
    manufacturer: maker,
    url: absoluteUrl(locale, productPath(product.id, product.slug)),
    ...(product.price && { offers: offersLd(product.price, absoluteUrl(locale, productPath(product.id, product.slug))) }),
  };
}

/** The price guidance as an AggregateOffer: major units as decimal text, the minimum order as the eligible quantity. */
function offersLd(price: PriceGuide, url: string): AggregateOffer {
  const amount = (minor: number) => toMajorText(minor, price.currency);
  return {
    '@type': 'AggregateOffer',
    priceCurrency: price.currency,
    lowPrice: amount(price.low),
    highPrice: amount(price.high),
    offerCount: price.tiers.length,
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: price.tiers[0].quantity, unitCode: 'H87' },
    ...(price.valid_until && { priceValidUntil: price.valid_until }),
    url,
  };
}

export interface BreadcrumbItem {
  name: string;
  /** Locale-free route, e.g. '/products?category=pouch'. */
  path: string;
}

export function breadcrumbLd(items: BreadcrumbItem[], locale: Locale): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(locale, item.path),
    })),
  };
}

export function faqPageLd(entries: FaqEntry[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** The company as structured data, for the root layout (every page). */
export async function OrganizationJsonLd({ locale }: { locale: Locale }) {
  const [facts, name] = await Promise.all([getCompanyFacts(locale), getSiteName(locale)]);
  return <JsonLd data={organizationLd(facts, locale, name)} />;
}

/** A product page's structured data, with the organization name looked up. */
export async function ProductJsonLd({ product, locale }: { product: Product; locale: Locale }) {
  return <JsonLd data={productLd(product, locale, await getSiteName(locale))} />;
}
