import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import YearsCounter from './YearsCounter';
import styles from './AboutBlock.module.css';

/** Years of experience beside the text on custom design, engineering and manufacture. Compact on very small screens (CSS), never hidden: it is a sales argument. */
export default async function AboutBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <section className={styles.about}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.counter}>
          <YearsCounter label={t('yearsOfExperience')} className={styles.number} />
          {/* Read as part of the counter's accessible name. */}
          <span className={styles.label} aria-hidden="true">
            {t('yearsOfExperience')}
          </span>
        </div>
        <div>
          <h2 className={styles.title}>{t('aboutTitle')}</h2>
          <p className={styles.text}>{t('aboutText')}</p>
        </div>
      </div>
    </section>
  );
}
