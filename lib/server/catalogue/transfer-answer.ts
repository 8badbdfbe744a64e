import 'server-only';
import type { ImportPreview } from '@/lib/api/contract/catalogue-transfer';
import { translate, type ServerMessageKey, type ServerTranslator } from '@/lib/server/http/translate';
import type { Preview } from './transfer-import';

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
