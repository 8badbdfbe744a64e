import 'server-only';
import type { ImportPictures, ImportPreview } from '@/lib/api/contract/catalogue-transfer';
import { translate, type ServerMessageKey, type ServerTranslator } from '@/lib/server/http/translate';
import type { Preview } from './transfer-import';
import type { StoredPictures } from './transfer-pictures';

/*
 * The import's answers in the request's language, apart from the services (which the bench and
 * scripts load outside Next, where next-intl's translator cannot be imported).
 */

/** The preview as the API answers it: each refusal's reason in the request's language. */
export function previewAnswer(preview: Preview, t: ServerTranslator): ImportPreview {
  return {
    id: preview.id,
    expires_at: preview.expiresAt?.toISOString() ?? null,
    ...preview.counts,
    rows: preview.rows.map(({ refusals, ...row }) => ({
      ...row,
      refusals: refusals.map((r) => ({ column: r.column, message: translate(t, r.key as ServerMessageKey, r.values) })),
    })),
  };
}

/** The pictures of a ZIP as the API answers them: each refusal in the request's language. */
export function picturesAnswer(stored: StoredPictures, t: ServerTranslator): ImportPictures {
  return {
    id: stored.id,
    expires_at: stored.expiresAt.toISOString(),
    files: stored.files,
    refused: stored.refused.map((r) => ({ name: r.name, message: translate(t, r.key as ServerMessageKey, r.values) })),
  };
}
