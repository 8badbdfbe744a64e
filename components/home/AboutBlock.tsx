import { getTranslations } from 'next-intl/server';
import { COUNTER, type Locale } from '@/lib/config';
import styles from './AboutBlock.module.css';

/** Years of experience beside the text on custom design, engineering and manufacture. */
export default async function AboutBlock({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  return (
    <section className={styles.about}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.counter}>
          <span className={styles.number}>
            {COUNTER.end}
            <span aria-hidden="true">+</span>
          </span>
          <span className={styles.label}>{t('yearsOfExperience')}</span>
        </div>
        <div>
          <h2 className={styles.title}>{t('aboutTitle')}</h2>
          <p className={styles.text}>{t('aboutText')}</p>
        </div>
      </div>
    </section>
  );
}
