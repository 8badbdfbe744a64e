import type { Metadata } from 'next';

/**
 * A list page that is the list again in another form — search results, a sorted list — built by
 * createMetadata with the list's own path: `noindex, follow` (crawlers follow its links to
 * products but do not index it), its canonical the list, and no hreflang set of its own.
 */
export function asListVariant(metadata: Metadata): Metadata {
  const canonical = metadata.alternates?.canonical;
  return { ...metadata, robots: { index: false, follow: true }, alternates: canonical ? { canonical } : undefined };
}
