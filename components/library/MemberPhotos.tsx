import 'server-only';
import type { Locale } from '@/lib/config';
import { signedInMemberId } from '@/lib/server/content/pages';
import ProductionPhotos from '@/components/member/orders/ProductionPhotos';
import styles from './Library.module.css';

/**
 * /imagesLive's member part: a logged-in member's own orders' production photos (PURSE's
 * ProductionPhotos), streamed after the public list in its own Suspense boundary; nothing for a
 * visitor, so the public part's HTML is the same for everyone.
 */
export default async function MemberPhotos({ locale }: { locale: Locale }) {
  const memberId = await signedInMemberId();
  if (memberId === null) return null;
  return (
    <div className={styles.mine}>
      <ProductionPhotos memberId={memberId} locale={locale} />
    </div>
  );
}
