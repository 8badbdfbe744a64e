'use client';

import { api } from '@/lib/api/client';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';

/** Removes a production photo after the browser's confirmation. */
export default function RemovePhotoButton({ orderId, photoId, texts }: { orderId: number; photoId: number; texts: { remove: string; confirm: string; removing: string } }) {
  const { state, run } = useAdminSave();
  return (
    <>
      <button
        type="button"
        className={styles.memberLinkButton}
        disabled={state.kind === 'busy'}
        onClick={() => {
          if (window.confirm(texts.confirm)) void run(() => api.delete(`/admin/orders/${orderId}/photos/${photoId}`, { errorMessageMode: 'none' }));
        }}
      >
        {state.kind === 'busy' ? texts.removing : texts.remove}
      </button>
      {state.kind === 'failed' ? <span className={styles.problem}>{state.message}</span> : null}
    </>
  );
}
