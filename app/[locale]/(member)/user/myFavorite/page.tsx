import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { productPath } from '@/lib/seo/paths';
import { myFavorites } from '@/lib/server/favorites/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import FavoriteList from '@/components/designs/FavoriteList';
import styles from '@/components/designs/Designs.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.favorites' });
  return { title: t('title') };
}

/** /user/myFavorite: the products the member saved with the heart (remove, open, customise). */
export default async function MyFavoritesPage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/myFavorite');
  const [t, favorites] = await Promise.all([getTranslations({ locale, namespace: 'member.favorites' }), myFavorites(locale)]);
  return (
    <MemberMessages locale={locale} page="/user/myFavorite">
      <div className={`container ${styles.page}`}>
        <header className={styles.head}>
          <div>
            <h1>{t('title')}</h1>
            <p>{t('intro')}</p>
          </div>
          <a className="button button--ghost" href={localizedPath(locale, '/products')}>
            {t('browse')}
          </a>
        </header>
        <FavoriteList
          initial={favorites}
          hrefs={{
            products: localizedPath(locale, '/products'),
            customise: localizedPath(locale, '/product/editProduct/new'),
            product: Object.fromEntries(favorites.map((f) => [f.product.id, localizedPath(locale, productPath(f.product.id, f.product.slug))])),
          }}
        />
      </div>
    </MemberMessages>
  );
}
