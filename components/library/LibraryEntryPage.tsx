import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { CreativeWork, WithContext } from 'schema-dts';
import type { LibraryKey, Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { langDir } from '@/lib/bidi';
import { createMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd, JsonLd, organizationId } from '@/lib/seo/json-ld';
import { absoluteAsset, absoluteUrl, productPath } from '@/lib/seo/paths';
import { getEntry, getLibrary } from '@/lib/server/content/cached';
import { pageLocale } from '@/lib/server/http/page';
import type { EntryView, LibraryView } from '@/lib/server/content/service';
import Link from '@/components/ui/LocaleLink';
import EntryDownloads, { FileList } from './EntryDownloads';
import { lockedPage } from './LibraryGate';
import LibraryTrail from './LibraryTrail';
import { listPath, smallOf } from './paths';
import styles from './Library.module.css';
import LongText from '@/components/ui/LongText';

/*
 * An entry of a content library (/inspiration/{slug} …): its pictures, text, tags (links back to
 * the filtered list), the product it belongs to and its downloads. Server-rendered from the cached
 * reads; the downloads of a members' or a level's entry depend on the visitor and are streamed in
 * their own Suspense boundary (the rest of the page is the same HTML for everyone).
 */

export type EntryProps = { params: Promise<{ locale: string; slug: string }> };

async function load(key: LibraryKey, params: EntryProps['params']) {
  const [locale, { slug }] = await Promise.all([pageLocale(params), params]);
  const [library, entry] = await Promise.all([getLibrary(key, locale), getEntry(key, decodeURIComponent(slug), locale)]);
  return { locale, library, entry };
}

export async function entryMetadata(key: LibraryKey, { params }: EntryProps): Promise<Metadata> {
  const { locale, library, entry } = await load(key, params);
  if (!library || !entry) return {};
  const cover = entry.images[0];
  return createMetadata({
    locale,
    path: `/${key}/${entry.slug}`,
    title: `${entry.title} · ${library.name}`,
    description: entry.summary,
    type: 'article',
    images: cover ? [{ url: cover.src, width: cover.width, height: cover.height, alt: cover.alt }] : undefined,
    noIndex: library.visibility !== 'public',
  });
}

function creativeWorkLd(library: LibraryView, entry: EntryView, locale: Locale): WithContext<CreativeWork> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: entry.title,
    headline: entry.title,
    description: entry.summary,
    url: absoluteUrl(locale, `/${library.key}/${entry.slug}`),
    inLanguage: locale,
    image: entry.images.map((i) => absoluteAsset(i.src)),
    datePublished: entry.created_at,
    dateModified: entry.updated_at,
    keywords: entry.tags.map((t) => t.name).join(', ') || undefined,
    publisher: { '@id': organizationId() },
    isPartOf: { '@type': 'CollectionPage', name: library.name, url: absoluteUrl(locale, `/${library.key}`) },
    ...(entry.product ? { about: { '@type': 'Product', name: entry.product.name, url: absoluteUrl(locale, productPath(entry.product.id, entry.product.slug)) } } : {}),
  };
}

export default async function LibraryEntryPage({ libraryKey, params }: EntryProps & { libraryKey: LibraryKey }) {
  const { locale, library, entry } = await load(libraryKey, params);
  if (!library || !entry) notFound();
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'library' }), getTranslations({ locale, namespace: 'common' })]);
  const path = `/${libraryKey}/${entry.slug}`;
  const crumbs = <LibraryTrail library={library} entry={entry} label={tc('breadcrumb')} home={tc('home')} />;
  const locked = await lockedPage({ locale, library, path, crumbs, kicker: library.name });
  if (locked) return locked;

  const downloadRule = { visibility: entry.download.visibility, minLevel: entry.download.minLevel };
  return (
    <div className={`container ${styles.page}`}>
      {library.visibility === 'public' ? (
        <>
          <JsonLd data={creativeWorkLd(library, entry, locale)} />
          <JsonLd
            data={breadcrumbLd(
              [
                { name: tc('home'), path: '/' },
                { name: library.name, path: `/${libraryKey}` },
                { name: entry.title, path },
              ],
              locale,
            )}
          />
        </>
      ) : null}
      {crumbs}
      <div className={styles.entry}>
        <article className={styles.article}>
          <p className={styles.kicker}>{library.name}</p>
          <h1 {...langDir(entry.lang?.title)}>{entry.title}</h1>
          <p className={styles.lead} {...langDir(entry.lang?.summary)}>
            {entry.summary}
          </p>
          {entry.images.length ? (
            <div className={`${styles.gallery} ${entry.images.length > 1 ? styles.two : ''}`}>
              {entry.images.map((image, i) => (
                <figure key={image.src}>
                  <img
                    src={image.src}
                    srcSet={`${smallOf(image.src)} ${Math.round(image.width / 2)}w, ${image.src} ${image.width}w`}
                    sizes={entry.images.length > 1 ? '(max-width: 575px) 100vw, 360px' : '(max-width: 991px) 100vw, 720px'}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                </figure>
              ))}
            </div>
          ) : null}
          {entry.body.trim() ? <LongText text={entry.body} className={styles.body} {...langDir(entry.lang?.body)} /> : null}
          {entry.tags.length ? (
            <ul className={styles.chips} aria-label={t('tags')}>
              {entry.tags.map((tag) => (
                <li key={tag.key}>
                  <Link href={listPath(libraryKey, tag.key, 1)}>{tag.name}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </article>
        <aside className={styles.side}>
          {entry.files.length ? (
            <section className={styles.panel} aria-labelledby="library-downloads" data-testid="library-downloads">
              <h2 id="library-downloads">{t('downloads.title')}</h2>
              {downloadRule.visibility === 'public' ? (
                <FileList files={entry.files} locale={locale} allowed downloadLabel={t('downloads.download')} />
              ) : (
                <Suspense fallback={<FileList files={entry.files} locale={locale} allowed={false} downloadLabel={t('downloads.download')} />}>
                  <EntryDownloads locale={locale} files={entry.files} rule={downloadRule} path={path} />
                </Suspense>
              )}
            </section>
          ) : null}
          {entry.product ? (
            <section className={styles.panel} aria-labelledby="library-product">
              <h2 id="library-product">{t('product.title')}</h2>
              <p>{t('product.text', { product: entry.product.name })}</p>
              <Link className="button button--ghost" href={productPath(entry.product.id, entry.product.slug)}>
                {t('product.link')}
              </Link>
            </section>
          ) : null}
          <a className={styles.back} href={localizedPath(locale, `/${libraryKey}`)}>
            <span className="bidi-flip">←</span> {t('back', { library: library.name })}
          </a>
        </aside>
      </div>
    </div>
  );
}
