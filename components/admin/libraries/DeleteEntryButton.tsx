'use client';

import { useRouter } from 'next/navigation';
import { api } from '@/lib/api/client';
import type { ContentFormTexts } from '../FaqControls';
import ConfirmDelete from './ConfirmDelete';

/** Deletes an entry after a confirmation, then goes back to its library's page. */
export default function DeleteEntryButton({ id, backHref, label, name, form }: { id: number; backHref: string; label: string; name: string; form: ContentFormTexts }) {
  const router = useRouter();
  return (
    <ConfirmDelete
      label={label}
      name={name}
      form={form}
      style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}
      onConfirm={async (run) => {
        const done = await run(() => api.delete(`/admin/libraries/entries/${id}`, { errorMessageMode: 'none' }).then(() => true), { refresh: false });
        if (done) router.push(backHref);
      }}
    />
  );
}
