import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import type { Favorite } from '@/lib/api/contract/designs';
import { localizedPath } from '@/i18n/paths';
import { productPath } from '@/lib/seo/paths';
import { myFavorites } from '@/lib/server/favorites/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import { memberPageMetadata } from '@/components/member/member-page';
import FavoriteList from '@/components/designs/FavoriteList';
import SavedPage from '@/components/designs/SavedPage';
import MemberMessages from '@/components/member/MemberMessages';

export const dynamic = 'force-dynamic';

export const generateMetadata = memberPageMetadata(async (locale) => (await getTranslations({ locale, namespace: 'member.favorites' }))('title'));

/** Where each favourite's card links: the catalogue, a new design, and each product's page. */
const favoriteHrefs = (locale: Locale, favorites: Favorite[]) => ({
  products: localizedPath(locale, '/products'),
  customise: localizedPath(locale, '/product/editProduct/new'),
  product: Object.fromEntries(favorites.map((f) => [f.product.id, localizedPath(locale, productPath(f.product.id, f.product.slug))])),
});

/** /user/myFavorite: the products the member saved with the heart (remove, open, customise). */
export default async function MyFavoritesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/myFavorite');
  const [t, favorites] = await Promise.all([getTranslations({ locale, namespace: 'member.favorites' }), myFavorites(locale)]);
  return (
    <MemberMessages locale={locale} page="/user/myFavorite">
      <SavedPage locale={locale} title={t('title')} intro={t('intro')} browse={t('browse')}>
        <FavoriteList initial={favorites} hrefs={favoriteHrefs(locale, favorites)} />
      </SavedPage>
    </MemberMessages>
  );
}
