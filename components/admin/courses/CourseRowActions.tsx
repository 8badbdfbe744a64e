'use client';

import { api } from '@/lib/api/client';
import { useAdminSave } from '../use-admin-save';
import admin from '../Admin.module.css';
import styles from './Courses.module.css';

/** A course row's move up / down and delete (with a confirmation naming what goes with it). */
export default function CourseRowActions({ id, texts }: { id: number; texts: { moveUp: string; moveDown: string; delete: string; confirmDelete: string } }) {
  const { state, run } = useAdminSave();
  return (
    <div className={styles.rowActions}>
      <button
        type="button"
        className={styles.iconButton}
        title={texts.moveUp}
        aria-label={texts.moveUp}
        onClick={() => run(() => api.post(`/admin/courses/${id}/move`, { data: { direction: 'up' }, errorMessageMode: 'none' }))}
      >
        ↑
      </button>
      <button
        type="button"
        className={styles.iconButton}
        title={texts.moveDown}
        aria-label={texts.moveDown}
        onClick={() => run(() => api.post(`/admin/courses/${id}/move`, { data: { direction: 'down' }, errorMessageMode: 'none' }))}
      >
        ↓
      </button>
      <button
        type="button"
        className={styles.danger}
        onClick={() => window.confirm(texts.confirmDelete) && run(() => api.delete(`/admin/courses/${id}`, { errorMessageMode: 'none' }))}
      >
        {texts.delete}
      </button>
      {state.kind === 'failed' ? (
        <small role="alert" className={admin.problem}>
          {state.message}
        </small>
      ) : null}
    </div>
  );
}
