import type { Category } from '@/lib/api/contract';
import type { Locale } from '@/lib/config';
import Link from '@/components/ui/LocaleLink';
import { listHref, type ListView } from '@/lib/catalogue-url';
import { langDir } from '@/lib/bidi';
import styles from './ProductList.module.css';

interface Props {
  categories: readonly Category[];
  /** The list's category (a family or a sub-category), or null for all products. */
  selected: Category | null;
  labels: { filter: string; all: string };
  /** A search's keyword and order, kept by every chip (a filter narrows the results). */
  keep?: Pick<ListView, 'keyword' | 'sort'>;
}

function Chip({ category, label, current, lang, keep }: { category: string | null; label: string; current: boolean; lang?: Locale; keep?: Props['keep'] }) {
  return (
    <Link href={listHref({ ...keep, category, page: 1 })} className={styles.chip} aria-current={current ? 'page' : undefined} {...langDir(lang)}>
      {label}
    </Link>
  );
}

/**
 * Every family with its sub-categories, whatever is selected: a row each (on phones a row that
 * scrolls sideways), the family first. The selected category is the current page; the family of a
 * selected sub-category is marked too.
 */
export default function ProductListFilters({ categories, selected, labels, keep }: Props) {
  const families = categories.filter((c) => c.parent_id === null);
  const familyOfSelected = selected && (selected.parent_id === null ? selected.id : selected.parent_id);
  return (
    <nav aria-label={labels.filter} className={styles.filters}>
      <ul className={styles.groups}>
        <li className={styles.group}>
          <Chip category={null} label={labels.all} current={!selected} keep={keep} />
        </li>
        {families.map((family) => {
          const subs = categories.filter((c) => c.parent_id === family.id);
          return (
            <li key={family.id} className={styles.group} data-active={familyOfSelected === family.id || undefined}>
              <Chip category={family.key} label={family.name} current={selected?.id === family.id} lang={family.lang?.name} keep={keep} />
              {subs.length > 0 && (
                <ul className={styles.subs}>
                  {subs.map((sub) => (
                    <li key={sub.id}>
                      <Chip category={sub.key} label={sub.name} current={selected?.id === sub.id} lang={sub.lang?.name} keep={keep} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
