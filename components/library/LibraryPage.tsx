import { validate } from '@/lib/validation/kit';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { CollectionPage, ItemList, WithContext } from 'schema-dts';
import type { LibraryKey, Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { langDir } from '@/lib/bidi';
import { createMetadata } from '@/lib/seo/metadata';
import { breadcrumbLd, JsonLd, organizationId } from '@/lib/seo/json-ld';
import { absoluteAsset, absoluteUrl } from '@/lib/seo/paths';
import { getEntries, getLibrary } from '@/lib/server/content/cached';
import { pageLocale } from '@/lib/server/http/page';
import type { EntryCard, LibraryView } from '@/lib/server/content/service';
import { libraryQuerySchema } from '@/lib/api/contract/content';
import Link from '@/components/ui/LocaleLink';
import { LibraryIntro, lockedPage } from './LibraryGate';
import LibraryTrail from './LibraryTrail';
import MemberPhotos from './MemberPhotos';
import { listPath, smallOf } from './paths';
import styles from './Library.module.css';

/*
 * The one page of every content library (/inspiration, /sourceFile … with their locale
 * prefixes): the library's intro, its tags as chips (real links: /inspiration?tag=eva), a page of
 * entries (?page=2 …, real links) and, for a public library, CollectionPage JSON-LD. The HTML is
 * rendered on the server from the cached reads; only a non-public library reads the session (its
 * visitors see the intro and a login or level prompt, noindex).
 */

export type ListProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

function queryOf(raw: Record<string, string | string[] | undefined>) {
  const flat = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const checked = validate(libraryQuerySchema, { tag: flat.tag, page: flat.page });
  return checked.ok ? checked.value : null;
}

export async function libraryMetadata(key: LibraryKey, { params, searchParams }: ListProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const [library, query] = await Promise.all([getLibrary(key, locale), searchParams.then(queryOf)]);
  if (!library || !query) return {};
  const tag = library.tags.find((t) => t.key === query.tag);
  const t = await getTranslations({ locale, namespace: 'library' });
  const title = [tag?.name, library.name, query.page > 1 ? t('pageOf', { page: query.page, pages: Math.max(query.page, Math.ceil(library.entries / 12)) }) : '']
    .filter(Boolean)
    .join(' · ');
  return createMetadata({
    locale,
    path: listPath(key, query.tag, query.page),
    title,
    description: library.intro || t('metaDescription', { library: library.name }),
    noIndex: library.visibility !== 'public',
  });
}

function collectionLd(library: LibraryView, entries: EntryCard[], locale: Locale, path: string): WithContext<CollectionPage> {
  const list: ItemList = {
    '@type': 'ItemList',
    itemListElement: entries.map((entry, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(locale, `/${library.key}/${entry.slug}`), name: entry.title })),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: library.name,
    description: library.intro || undefined,
    url: absoluteUrl(locale, path),
    inLanguage: locale,
    publisher: { '@id': organizationId() },
    ...(entries[0] ? { image: absoluteAsset(entries[0].cover) } : {}),
    mainEntity: list,
  };
}

export function EntryCardView({ entry, libraryKey, locale, more, priority }: { entry: EntryCard; libraryKey: LibraryKey; locale: Locale; more: string; priority: boolean }) {
  const href = localizedPath(locale, `/${libraryKey}/${entry.slug}`);
  return (
    <article className={styles.card}>
      <a href={href} className={styles.cardCover} tabIndex={-1} aria-hidden="true">
        <img
          src={smallOf(entry.cover)}
          srcSet={`${smallOf(entry.cover)} 480w, ${entry.cover} 960w`}
          sizes="(max-width: 767px) 100vw, 380px"
          alt=""
          width={480}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
      </a>
      <div className={styles.cardBody}>
        {entry.tags.length ? <p className={styles.cardTags}>{entry.tags.map((t) => t.name).join(' · ')}</p> : null}
        <h2 className={styles.cardTitle}>
          <a href={href} {...langDir(entry.lang?.title)}>
            {entry.title}
          </a>
        </h2>
        <p className={styles.cardSummary} {...langDir(entry.lang?.summary)}>
          {entry.summary}
        </p>
        <span className={styles.cardMore} aria-hidden="true">
          {more} <span className="bidi-flip">→</span>
        </span>
      </div>
    </article>
  );
}

export default async function LibraryPage({ libraryKey, params, searchParams }: ListProps & { libraryKey: LibraryKey }) {
  const locale = await pageLocale(params);
  const query = queryOf(await searchParams);
  const library = await getLibrary(libraryKey, locale);
  if (!library || !query) notFound();
  const [t, tc] = await Promise.all([getTranslations({ locale, namespace: 'library' }), getTranslations({ locale, namespace: 'common' })]);
  const path = listPath(libraryKey, query.tag, query.page);
  const crumbs = <LibraryTrail library={library} entry={null} label={tc('breadcrumb')} home={tc('home')} />;
  const locked = await lockedPage({ locale, library, path, crumbs, kicker: t('kicker') });
  if (locked) return locked;

  const page = await getEntries(libraryKey, locale, query.tag, query.page);
  if (!page) notFound();
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  if (query.page > pages) notFound();
  const tag = library.tags.find((x) => x.key === query.tag);
  return (
    <div className={`container ${styles.page}`}>
      {library.visibility === 'public' ? (
        <>
          <JsonLd data={collectionLd(library, page.list, locale, path)} />
          <JsonLd
            data={breadcrumbLd(
              [
                { name: tc('home'), path: '/' },
                { name: library.name, path: `/${libraryKey}` },
              ],
              locale,
            )}
          />
        </>
      ) : null}
      {crumbs}
      <LibraryIntro library={library} kicker={t('kicker')} />
      {library.tags.length ? (
        <nav aria-label={t('filterLabel')}>
          <ul className={styles.tags}>
            <li>
              <Link href={listPath(libraryKey, '', 1)} aria-current={query.tag ? undefined : 'page'}>
                {t('all')} <span className={styles.count}>{library.entries}</span>
              </Link>
            </li>
            {library.tags.map((x) => (
              <li key={x.key}>
                <Link href={listPath(libraryKey, x.key, 1)} aria-current={x.key === query.tag ? 'page' : undefined}>
                  {x.name} <span className={styles.count}>{x.entries}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {tag ? <p className={styles.total}>{t('tagged', { count: page.total, tag: tag.name })}</p> : null}
      {page.list.length ? (
        <div className={styles.grid}>
          {page.list.map((entry, i) => (
            <EntryCardView key={entry.slug} entry={entry} libraryKey={libraryKey} locale={locale} more={t('read')} priority={i < 3} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('pages')}>
          {query.page > 1 ? (
            <Link href={listPath(libraryKey, query.tag, query.page - 1)} rel="prev">
              ← {t('previous')}
            </Link>
          ) : null}
          <span className={styles.pageOf}>{t('pageOf', { page: query.page, pages })}</span>
          {query.page < pages ? (
            <Link href={listPath(libraryKey, query.tag, query.page + 1)} rel="next">
              {t('next')} →
            </Link>
          ) : null}
        </nav>
      ) : null}
      {libraryKey === 'imagesLive' ? (
        <Suspense fallback={null}>
          <MemberPhotos locale={locale} />
        </Suspense>
      ) : null}
    </div>
  );
}
