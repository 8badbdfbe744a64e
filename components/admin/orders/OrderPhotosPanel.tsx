import type { OrderStatus } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { PHOTO_STAGES, type PhotoStage } from '@/lib/api/contract/statement';
import { adminTranslator, type AdminLocale } from '@/i18n/admin';
import { keyedTexts } from '@/lib/keyed-texts';
import { staffOrderPhotos } from '@/lib/server/orders/pages';
import styles from '../Admin.module.css';
import PhotoUploadForm from './PhotoUploadForm';
import RemovePhotoButton from './RemovePhotoButton';
import own from './AdminOrders.module.css';

/**
 * The order's production photos in the back office: each with its caption, stage, date and
 * "Remove", and the upload form (sales, admin: the page's gate; the service checks again).
 */
export default async function OrderPhotosPanel({ orderId, status, locale }: { orderId: number; status: OrderStatus; locale: AdminLocale }) {
  const [t, photos] = await Promise.all([adminTranslator(locale, 'orders'), staffOrderPhotos(orderId)]);
  const stages = keyedTexts(PHOTO_STAGES, (s) => t(`statuses.${s}`));
  const defaultStage: PhotoStage = (PHOTO_STAGES as readonly string[]).includes(status) ? (status as PhotoStage) : 'production';
  return (
    <section className={styles.panel} aria-labelledby="order-photos" data-testid="admin-order-photos">
      <h2 id="order-photos">{t('photos.title')}</h2>
      <p className={styles.muted}>{t('photos.hint')}</p>
      {photos.length === 0 ? (
        <p className={styles.muted}>{t('photos.empty')}</p>
      ) : (
        <ul className={own.photoGrid}>
          {photos.map((p) => (
            <li key={p.id}>
              <a href={p.url} download={p.name}>
                <img className={own.photoThumb} src={p.thumb_url} alt={p.caption || p.name} loading="lazy" />
              </a>
              <span dir="auto">{p.caption}</span>
              <span className={styles.muted}>
                {stages[p.stage as PhotoStage] ?? p.stage} · {t('photos.added', { date: formatDateTime(new Date(p.created_at), 'YYYY-MM-DD') })}
              </span>
              <RemovePhotoButton orderId={orderId} photoId={p.id} texts={{ remove: t('photos.remove'), confirm: t('photos.removeConfirm'), removing: t('photos.removing') }} />
            </li>
          ))}
        </ul>
      )}
      <PhotoUploadForm
        orderId={orderId}
        locale={locale}
        defaultStage={defaultStage}
        texts={{
          ...keyedTexts(['file', 'caption', 'stage', 'submit', 'saved', 'chooseFile', 'tooLarge'], (k) => t(`photos.${k}`)),
          uploading: t('photos.uploading', { percent: '{percent}' }),
          stages,
        }}
      />
    </section>
  );
}
