import Link from 'next/link';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { productPath } from '@/lib/seo/paths';
import { colourSwatch, isLogoPlacement, isPrintMethod, NAMED_COLOURS } from '@/lib/api/contract/designs';
import { memberDesigns } from '@/lib/server/designs/pages';
import { memberFavorites } from '@/lib/server/favorites/pages';
import adminStyles from '@/components/admin/Admin.module.css';
import styles from './DesignsSection.module.css';

/**
 * The back office's member page: the member's saved designs (the product, every choice, the
 * quantity against the MOQ, notes, their artwork with downloads) and favourite products, so sales
 * see what a buyer is working on before the quote request arrives. Sales and admin (the page's gate).
 */
export default async function DesignsSection({ memberId, locale }: { memberId: number; locale: AdminLocale }) {
  const [t, designs, favorites] = await Promise.all([adminTranslator(locale, 'memberDesigns'), memberDesigns(memberId, locale), memberFavorites(memberId, locale)]);
  const words = t as unknown as (key: string) => string;
  const method = (v: string) => (isPrintMethod(v) ? words(`printMethods.${v}`) : v);
  const placement = (v: string) => (isLogoPlacement(v) ? words(`placements.${v}`) : v);
  const colour = (v: string) => (v in NAMED_COLOURS ? words(`colourNames.${v}`) : v.toUpperCase());
  const shop = (id: number, slug: string) => localizedPath(locale, productPath(id, slug));
  const dash = <span className={adminStyles.muted}>—</span>;

  return (
    <section className={adminStyles.panel} aria-labelledby="member-designs">
      <h2 id="member-designs">{t('title')}</h2>
      <h3 className={styles.subhead}>{t('designs', { count: designs.length })}</h3>
      {designs.length === 0 ? (
        <p className={adminStyles.muted}>{t('noDesigns')}</p>
      ) : (
        <ul className={styles.list}>
          {designs.map((design) => (
            <li key={design.id} className={styles.item} data-design={design.id}>
              <div className={styles.top}>
                {design.product?.image ? (
                  <img className={styles.thumb} src={design.product.image.src_small} alt="" width={56} height={56} loading="lazy" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <div className={styles.title}>
                  <strong dir="auto">{design.name}</strong>
                  <span className={adminStyles.muted}>
                    {design.product ? <Link href={shop(design.product.id, design.product.slug)}>{design.product.name}</Link> : t('productGone')}
                    {' · '}
                    {t('updated', { time: formatDateTime(new Date(design.updated_at)) })}
                  </span>
                </div>
              </div>
              <dl className={styles.facts}>
                <dt>{t('quantity')}</dt>
                <dd>
                  {design.quantity ?? dash}
                  {design.warnings.quantity && <span className={styles.warn}> {t('belowMoq', { moq: design.warnings.quantity.moq })}</span>}
                </dd>
                <dt>{t('size')}</dt>
                <dd dir="auto">{design.size || dash}</dd>
                <dt>{t('material')}</dt>
                <dd dir="auto">{design.material || dash}</dd>
                <dt>{t('colours')}</dt>
                <dd>
                  {design.colours.length
                    ? design.colours.map((c) => (
                        <span key={c} className={styles.colour}>
                          <span className={styles.dot} style={{ background: colourSwatch(c) }} aria-hidden="true" />
                          {colour(c)}
                        </span>
                      ))
                    : dash}
                </dd>
                <dt>{t('printMethod')}</dt>
                <dd dir="auto">{design.print_method ? method(design.print_method) : dash}</dd>
                <dt>{t('logoPlacement')}</dt>
                <dd dir="auto">{design.logo_placement ? placement(design.logo_placement) : dash}</dd>
                <dt>{t('files')}</dt>
                <dd>
                  {design.files.length
                    ? design.files.map((f) => (
                        <a key={f.handle} className={styles.file} href={f.url} download={f.name} dir="auto">
                          {f.name}
                        </a>
                      ))
                    : dash}
                </dd>
                {design.notes && (
                  <>
                    <dt>{t('notes')}</dt>
                    <dd className={styles.notes} dir="auto">
                      {design.notes}
                    </dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subhead}>{t('favorites', { count: favorites.length })}</h3>
      {favorites.length === 0 ? (
        <p className={adminStyles.muted}>{t('noFavorites')}</p>
      ) : (
        <ul className={styles.favorites}>
          {favorites.map(({ product, created_at }) => (
            <li key={product.id}>
              <Link href={shop(product.id, product.slug)}>{product.name}</Link>
              <span className={adminStyles.muted}> · {t('savedOn', { time: formatDateTime(new Date(created_at)) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
