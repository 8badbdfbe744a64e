import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { productPath } from '@/lib/seo/paths';
import { myDesigns } from '@/lib/server/designs/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import DesignList from '@/components/designs/DesignList';
import styles from '@/components/designs/Designs.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.designs' });
  return { title: t('title') };
}

/** /user/myProduct: the member's saved designs (edit, duplicate, delete, request a quote), rendered on the server. */
export default async function MyDesignsPage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/myProduct');
  const [t, designs] = await Promise.all([getTranslations({ locale, namespace: 'member.designs' }), myDesigns(locale)]);
  return (
    <MemberMessages locale={locale} page="/user/myProduct">
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
        <DesignList
          initial={designs}
          hrefs={{
            edit: localizedPath(locale, '/product/editProduct/'),
            order: localizedPath(locale, '/user/myOrder/'),
            products: localizedPath(locale, '/products'),
            product: Object.fromEntries(designs.filter((d) => d.product).map((d) => [d.product!.id, localizedPath(locale, productPath(d.product!.id, d.product!.slug))])),
          }}
        />
      </div>
    </MemberMessages>
  );
}
