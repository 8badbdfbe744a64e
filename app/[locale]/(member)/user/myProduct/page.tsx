import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { productPath } from '@/lib/seo/paths';
import { memberPage } from '@/lib/server/access/member-page';
import { getDb } from '@/lib/server/db';
import { listDesigns } from '@/lib/server/designs/service';
import DesignList from '@/components/designs/DesignList';
import styles from '@/components/designs/Designs.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'member.designs' });
  return { title: t('title') };
}

/** /user/myProduct: the member's saved designs (edit, duplicate, delete, request a quote), rendered on the server. */
export default async function MyDesignsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const actor = await memberPage(locale, '/user/myProduct');
  const [t, designs] = await Promise.all([getTranslations({ locale, namespace: 'member.designs' }), listDesigns(await getDb(), actor, locale)]);
  return (
    <MemberMessages locale={locale} page="/user/myProduct">
      <div className={`container ${styles.page}`}>
        <header className={styles.head}>
          <div>
            <h1>{t('title')}</h1>
            <p>{t('intro')}</p>
          </div>
          <a className="button button--ghost" href={localizedPath(locale, '/products')}>{t('browse')}</a>
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
