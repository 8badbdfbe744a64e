import PreviewLocaleSelect, { type LocaleChoice } from './PreviewLocaleSelect';
import styles from './PreviewBanner.module.css';

/** The band over a staff preview: it says this is a preview (not the live page) and switches its language. */
export default function PreviewBanner({
  title,
  note,
  languageLabel,
  locale,
  choices,
}: {
  title: string;
  note: string;
  languageLabel: string;
  locale: string;
  choices: LocaleChoice[];
}) {
  return (
    <aside className={styles.banner} aria-label={title}>
      <strong className={styles.badge}>{title}</strong>
      <span className={styles.note}>{note}</span>
      <PreviewLocaleSelect label={languageLabel} value={locale} choices={choices} />
    </aside>
  );
}
