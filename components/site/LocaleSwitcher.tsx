import type { ReactNode } from 'react';
import type { Locale } from '@/lib/config';
import LocaleSelect from './LocaleSelect';
import styles from './LocaleSwitcher.module.css';

/**
 * The header's language switcher: its label and globe rendered here on the server, around the
 * select (LocaleSelect, the island that switches) and its options (passed as children).
 */
export default function LocaleSwitcher({ label, locale, children }: { label: string; locale: Locale; children: ReactNode }) {
  return (
    <label className={styles.switcher}>
      <span className="visually-hidden">{label}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-4A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.6 1.9 4h-3.8c.4-1.4 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 4A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-4 15.7 15.7 0 0 0-1.4 4ZM12 20c-.8-1.2-1.5-2.6-1.9-4h3.8c-.4 1.4-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.2 6a15.7 15.7 0 0 0 1.4-4h3a8 8 0 0 1-4.4 4Zm1.8-6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z"
        />
      </svg>
      <LocaleSelect locale={locale}>{children}</LocaleSelect>
    </label>
  );
}
