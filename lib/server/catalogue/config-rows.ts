import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { systemConfig, type LocalizedText } from './schema';

/**
 * Writes one system-config row inside the caller's transaction (an update when it exists, else an
 * insert) and audits it with the value before: the company facts and the payment details save
 * their changed fields through it.
 */
export async function writeConfigRow(tx: Db, staff: Actor, name: string, value: string | LocalizedText, before: { exists: boolean; value: unknown }): Promise<void> {
  if (before.exists)
    await tx
      .update(systemConfig)
      .set({ value, updatedAt: sql`now()` })
      .where(inArray(systemConfig.name, [name]));
  else await tx.insert(systemConfig).values({ name, value });
  await recordAudit(
    tx,
    { actor: staff },
    { action: 'config.update', entity: 'system_config', entityId: name, before: before.exists ? { value: before.value } : null, after: { value } },
  );
}
