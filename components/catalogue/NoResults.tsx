import type { Category } from '@/lib/api/contract';
import Link from '@/components/ui/LocaleLink';
import CategoryLink from './CategoryLink';
import styles from './Search.module.css';

export interface NoResultsLabels {
  title: string;
  text: string;
  browse: string;
  contact: string;
  clear: string;
}

/** A search that found nothing: what to try, the categories to browse instead, and the contact form. */
export default function NoResults({ categories, labels }: { categories: readonly Category[]; labels: NoResultsLabels }) {
  const families = categories.filter((c) => c.parent_id === null);
  return (
    <section className={styles.none} aria-labelledby="no-results">
      <svg className={styles.noneIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="21" cy="21" r="13" fill="currentColor" opacity="0.14" />
        <circle cx="21" cy="21" r="13" fill="none" stroke="currentColor" strokeWidth="2.6" />
        <path d="m31 31 10 10M16 21h10" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <h2 id="no-results">{labels.title}</h2>
      <p className={styles.noneText}>{labels.text}</p>
      <h3 className={styles.noneBrowse}>{labels.browse}</h3>
      <ul className={styles.noneCategories}>
        {families.map((family) => (
          <li key={family.id}>
            <CategoryLink category={family} className={styles.noneFamily} />
            <ul>
              {categories
                .filter((c) => c.parent_id === family.id)
                .map((sub) => (
                  <li key={sub.id}>
                    <CategoryLink category={sub} />
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className={styles.noneActions}>
        <Link className="button" href="/contact">
          {labels.contact}
        </Link>
        <Link className="button button--ghost" href="/products">
          {labels.clear}
        </Link>
      </div>
    </section>
  );
}
