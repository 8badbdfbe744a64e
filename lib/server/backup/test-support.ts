import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { memberPostSchema } from '@/lib/api/contract/messages';
import { validate } from '@/lib/validation/kit';
import { recordAudit } from '@/lib/server/audit/service';
import { submitConsult } from '@/lib/server/consult/service';
import { orders } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { uploadMemberFile } from '@/lib/server/files/member-files';
import { bigPng, samplePng } from '@/lib/server/files/samples';
import type { FileStorage } from '@/lib/server/files/storage';
import { makeThumbnail } from '@/lib/server/files/thumbnails';
import { postMemberMessage } from '@/lib/server/messages/service';
import { registerAccount } from '@/lib/server/members/service';
import { actorWith } from '@/lib/server/testing/actors';
import type { RowQuery } from './database-facts';

/*
 * For the backup tests: a site with a bit of everything a dead disk would lose (members, a lead,
 * an order, messages, uploaded files with a thumbnail, the audit log), a fresh PostgreSQL database
 * of their own, and the complete contents of a database and of a folder, to compare a restore with
 * its original row by row and byte by byte.
 */

const client = { address: '203.0.113.7', userAgent: 'jest' };

/** Fills a migrated database (and `storage`) through the services, as the site would. */
export async function fillSite(db: Db, storage: FileStorage): Promise<void> {
  const registered = await registerAccount(db, { account: 'zoe.orsted', password: 'Correct-Horse-9' }, client);
  if (!registered.ok) throw new Error('fixture: registration refused');
  const anna = await actorWith(db, 'anna.buyer', ['member']);
  const sam = await actorWith(db, 'sam.sales', ['member', 'sales']);

  await submitConsult(
    db,
    {
      name: 'Zoë Ørsted',
      company: 'Atelier 東京',
      email: 'zoe@example.test',
      phone: '+33 6 12 34 56 78',
      country: 'FR',
      productId: null,
      quantity: 500,
      message: 'Bonjour — 500 trousses en néoprène, logo brodé 🎒',
      locale: 'fr',
      sourcePage: '/fr/contact',
      files: [],
    },
    client,
  );

  const [order] = await db
    .insert(orders)
    .values({
      reference: 'HO-2611-BK01',
      memberId: anna.user.id,
      title: 'EVA case for a drone',
      spec: { size: '30×20×8 cm', material: 'EVA 65°', colours: ['black', 'Pantone 186 C'], printMethod: 'debossed', logoPlacement: 'lid', notes: 'foam insert' },
      quantity: 800,
      unitPrice: 1_234,
    })
    .returning();
  const posted = validate(memberPostSchema, { order_id: order.id, body: 'Could the insert be grey? 谢谢' });
  if (!posted.ok) throw new Error('fixture: message refused');
  await postMemberMessage(db, anna, posted.value, 'zh-CN');

  const upload = (bytes: Buffer, name: string) =>
    new Request(`http://localhost/basic-api/upload?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      body: new Uint8Array(bytes),
      headers: { 'content-length': String(bytes.length), 'content-type': 'application/octet-stream' },
    });
  const artwork = await uploadMemberFile(db, upload(await samplePng(64, 48), 'logo.png'), anna, client, 'logo.png', { storage });
  await makeThumbnail(db, artwork.handle, storage);
  await uploadMemberFile(db, upload(await bigPng(3 * 1024 * 1024), 'dieline.png'), anna, client, 'dieline.png', { storage });

  await recordAudit(db, { actor: sam }, { action: 'order.quote', entity: 'order', entityId: order.id, before: { unitPrice: null }, after: { unitPrice: 1_234 } });
}

/** Every row of every table (but the system's), each as its JSON text, sorted: two databases with the same data answer the same. */
export async function everyRow(query: RowQuery): Promise<Record<string, string[]>> {
  const tables = await query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%' order by 1, 2`,
  );
  const all: Record<string, string[]> = {};
  for (const { schema, name } of tables) {
    // The data generation's number is raised past by a restore into PostgreSQL (postgres-engine.ts:
    // raiseGenerationPast); the row itself is compared.
    const columns = schema === 'public' && name === 'data_generation' ? `jsonb_build_object('id', t.id)` : 'to_jsonb(t)';
    const rows = await query<{ row: string }>(`select ${columns}::text as row from "${schema}"."${name}" t`);
    all[`${schema}.${name}`] = rows.map((r) => r.row).sort();
  }
  return all;
}

/** Every file under a folder: its relative path and SHA-256. */
export async function everyFile(root: string): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const walk = async (relative: string) => {
    for (const entry of await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => [])) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else
        found[child] = createHash('sha256')
          .update(await readFile(path.join(root, child)))
          .digest('hex');
    }
  };
  await walk('');
  return found;
}
