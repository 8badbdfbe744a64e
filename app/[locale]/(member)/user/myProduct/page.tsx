import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import type { Design } from '@/lib/api/contract/designs';
import { localizedPath } from '@/i18n/paths';
import { productPath } from '@/lib/seo/paths';
import { myDesigns } from '@/lib/server/designs/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import { memberPageMetadata } from '@/components/member/member-page';
import DesignList from '@/components/designs/DesignList';
import SavedPage from '@/components/designs/SavedPage';
import MemberMessages from '@/components/member/MemberMessages';

export const dynamic = 'force-dynamic';

export const generateMetadata = memberPageMetadata(async (locale) => (await getTranslations({ locale, namespace: 'member.designs' }))('title'));

/** Where each design's card links: its editor (id appended), its order (id appended), the catalogue, and each product's page. */
const designHrefs = (locale: Locale, designs: Design[]) => ({
  edit: localizedPath(locale, '/product/editProduct/'),
  order: localizedPath(locale, '/user/myOrder/'),
  products: localizedPath(locale, '/products'),
  product: Object.fromEntries(designs.filter((d) => d.product).map((d) => [d.product!.id, localizedPath(locale, productPath(d.product!.id, d.product!.slug))])),
});

/** /user/myProduct: the member's saved designs (edit, duplicate, delete, request a quote), rendered on the server. */
export default async function MyDesignsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/myProduct');
  const [t, designs] = await Promise.all([getTranslations({ locale, namespace: 'member.designs' }), myDesigns(locale)]);
  return (
    <MemberMessages locale={locale} page="/user/myProduct">
      <SavedPage locale={locale} title={t('title')} intro={t('intro')} browse={t('browse')}>
        <DesignList initial={designs} hrefs={designHrefs(locale, designs)} />
      </SavedPage>
    </MemberMessages>
  );
}
