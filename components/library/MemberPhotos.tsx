import 'server-only';
import type { Locale } from '@/lib/config';
import { pageActor } from '@/lib/server/access/member-page';
import ProductionPhotos from '@/components/member/orders/ProductionPhotos';
import styles from './Library.module.css';

/**
 * /imagesLive's member part: a logged-in member's own orders' production photos (PURSE's
 * ProductionPhotos), streamed after the public list in its own Suspense boundary; nothing for a
 * visitor, so the public part's HTML is the same for everyone.
 */
export default async function MemberPhotos({ locale }: { locale: Locale }) {
  const actor = await pageActor();
  if (!actor) return null;
  return (
    <div className={styles.mine}>
      <ProductionPhotos memberId={actor.user.id} locale={locale} />
    </div>
  );
}
