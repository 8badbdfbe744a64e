import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Design, DesignProduct } from '@/lib/api/contract/designs';
import { localizedPath } from '@/i18n/paths';
import { parseId } from '@/lib/parse-id';
import { productPath } from '@/lib/seo/paths';
import { designStart, myDesign } from '@/lib/server/designs/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import DesignEditor from '@/components/designs/DesignEditor';
import styles from '@/components/designs/Designs.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per member and per request (the session cookie).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.designs' });
  return { title: id === 'new' ? t('newTitle') : t('editTitle') };
}

/**
 * /product/editProduct/{id} (a guarded route: it needs a login): the editor of one of the member's designs;
 * /product/editProduct/new?product={id} starts one from a published product. The proxy sends a
 * visitor without a session to the login page and back; the gate here checks the session itself;
 * another member's design, or no such product, is the site's 404.
 */
export default async function EditDesignPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const query = await searchParams;
  const productParam = typeof query.product === 'string' ? query.product : '';
  const path = id === 'new' ? `/product/editProduct/new?${new URLSearchParams({ product: productParam })}` : `/product/editProduct/${id}`;
  await guardMemberPage(locale, path);
  let design: Design | null = null;
  let product: DesignProduct | null = null;
  if (id === 'new') {
    const productId = parseId(productParam);
    product = productId === null ? null : await designStart(productId, locale);
    if (!product) notFound();
  } else {
    const designId = parseId(id);
    design = designId === null ? null : await myDesign(designId, locale);
    if (!design) notFound();
    product = design.product;
  }
  const t = await getTranslations({ locale, namespace: 'member.designs' });
  const designs = localizedPath(locale, '/user/myProduct');
  return (
    <MemberMessages locale={locale} page="/product/editProduct/[id]">
      <div className={`container ${styles.page}`}>
        <ol className={styles.crumbs} aria-label={t('breadcrumb')}>
          <li>
            <a href={designs}>{t('title')}</a>
          </li>
          <li aria-current="page">{design ? design.name : t('newTitle')}</li>
        </ol>
        <header className={styles.head}>
          <div>
            <h1>{design ? t('editTitle') : t('newTitle')}</h1>
            <p>{t('editorIntro')}</p>
          </div>
        </header>
        <DesignEditor
          design={design}
          product={product}
          hrefs={{
            product: product ? localizedPath(locale, productPath(product.id, product.slug)) : designs,
            designs,
            edit: localizedPath(locale, '/product/editProduct/'),
            order: localizedPath(locale, '/user/myOrder/'),
            files: localizedPath(locale, '/user/uploading'),
          }}
        />
      </div>
    </MemberMessages>
  );
}
