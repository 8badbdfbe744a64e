import Link from '@/components/ui/LocaleLink';
import { listHref, type ListView } from '@/lib/catalogue-url';
import type { ProductSort } from '@/lib/search-text';
import styles from './Search.module.css';

/** The messages of `search` the links show: their label, and one per order. */
export type SortMessage = 'sortLabel' | 'sortRelevance' | 'sortDefault' | 'sortNewest' | 'sortName' | 'sortMoq';

/**
 * The list's orders as links (no JavaScript): best match with a keyword, the catalogue's own
 * order ("recommended") without, then newest, name and lowest MOQ. Sorted lists are the same
 * products again: the links are nofollow and the pages noindex with a canonical to the list.
 */
export default function SortLinks({ view, t }: { view: ListView; t: (message: SortMessage) => string }) {
  const options: { sort: ProductSort | undefined; label: string }[] = [
    { sort: view.keyword ? 'relevance' : undefined, label: view.keyword ? t('sortRelevance') : t('sortDefault') },
    { sort: 'newest', label: t('sortNewest') },
    { sort: 'name', label: t('sortName') },
    { sort: 'moq', label: t('sortMoq') },
  ];
  const current = view.sort && view.sort !== 'relevance' ? view.sort : options[0].sort;
  return (
    <nav className={styles.sort} aria-label={t('sortLabel')}>
      <span className={styles.sortLabel} aria-hidden="true">
        {t('sortLabel')}
      </span>
      <ul className={styles.sortList}>
        {options.map((option) => (
          <li key={option.sort ?? 'default'}>
            <Link href={listHref({ ...view, sort: option.sort, page: 1 })} rel="nofollow" className={styles.sortLink} aria-current={option.sort === current ? 'true' : undefined}>
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
