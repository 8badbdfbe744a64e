import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/paths';
import { myFiles } from '@/lib/server/files/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import FilesView from '@/components/member/files/FilesView';
import styles from '@/components/member/files/Files.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string }> };

// Reads the session cookie on every request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.files' });
  return { title: t('title') };
}

/**
 * /user/uploading (a guarded route: it needs a login): the member's artwork files, listed on the server
 * with their thumbnails, sizes, where they are used and the space left; uploads (drag and drop or
 * pick, several at once, each with the bytes sent and cancel), rename and delete in the browser.
 */
export default async function UploadingPage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/uploading');
  const [t, files] = await Promise.all([getTranslations({ locale, namespace: 'member.files' }), myFiles()]);
  return (
    <MemberMessages locale={locale} page="/user/uploading">
      <div className={`container ${styles.page}`}>
        <FilesView
          initial={files}
          title={t('title')}
          intro={t('intro')}
          hrefs={{ design: localizedPath(locale, '/product/editProduct'), order: localizedPath(locale, '/user/myOrder'), message: localizedPath(locale, '/user/message') }}
        />
      </div>
    </MemberMessages>
  );
}
