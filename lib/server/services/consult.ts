import 'server-only';
import type { ConsultReceipt } from '@/lib/api/contract';
import type { Db } from '@/lib/server/db/types';
import { consultRequests } from '@/lib/server/db/schema';
import type { ConsultFields } from '@/lib/consult/validate';

export { validateConsult } from '@/lib/consult/validate';

export interface ConsultMeta {
  clientAddress: string;
  userAgent: string;
}

/** One INSERT in its own statement: committed before the answer leaves, so an answered request is never lost. */
export async function createConsult(db: Db, value: ConsultFields, meta: ConsultMeta): Promise<ConsultReceipt> {
  const [row] = await db
    .insert(consultRequests)
    .values({
      name: value.name,
      company: value.company,
      email: value.email,
      phone: value.phone,
      country: value.country,
      productId: value.productId,
      quantity: value.quantity,
      message: value.message,
      locale: value.locale,
      sourcePage: value.sourcePage,
      clientAddress: meta.clientAddress.slice(0, 64),
      userAgent: meta.userAgent.slice(0, 500),
    })
    .returning({ id: consultRequests.id, createdAt: consultRequests.createdAt });
  return { id: row.id, created_at: row.createdAt.toISOString() };
}
