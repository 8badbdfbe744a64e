import Link from '@/components/ui/LocaleLink';
import type { Locale } from '@/lib/config';
import { langDir } from '@/lib/bidi';

export interface Crumb {
  name: string;
  /** Absent for the current page. */
  href?: string;
  /** The name's language when it is not the page's (a fallback). */
  lang?: Locale;
}

export default function Breadcrumb({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.name}`}>
            {item.href ? (
              <Link href={item.href} {...langDir(item.lang)}>
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" {...langDir(item.lang)}>
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
