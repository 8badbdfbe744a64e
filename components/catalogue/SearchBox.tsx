import { localizedPath } from '@/i18n/paths';
import type { Locale } from '@/lib/config';
import { KEYWORD_MAX } from '@/lib/api/contract/catalogue';
import styles from './SearchBox.module.css';

export interface SearchBoxLabels {
  label: string;
  placeholder: string;
  submit: string;
}

interface Props {
  locale: Locale;
  labels: SearchBoxLabels;
  /** The input's id (the header's and the list's boxes can be on one page). */
  id: string;
  /** The current search, shown in the field. */
  keyword?: string;
  /** 'header': compact (the header lays it out); 'list': full width at the top of the product list. */
  variant: 'header' | 'list';
  className?: string;
}

/**
 * The product search: a plain GET form to /<locale>/products?keyword=…, so it works without
 * JavaScript and ships none. The results page (app/[locale]/(site)/products/search) reads it.
 */
export default function SearchBox({ locale, labels, id, keyword, variant, className }: Props) {
  return (
    <form
      role="search"
      method="get"
      action={localizedPath(locale, '/products')}
      className={`${styles.form} ${variant === 'header' ? styles.header : styles.list} ${className ?? ''}`}
    >
      <label htmlFor={id} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="keyword"
        defaultValue={keyword}
        placeholder={labels.placeholder}
        maxLength={KEYWORD_MAX - 1}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label={labels.submit} title={labels.submit}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
