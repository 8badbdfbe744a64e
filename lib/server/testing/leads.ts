import { consultRequests } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';

let references = 0;

/** A consultation request stored as the form would leave it (a German buyer), `values` changed; each gets its own reference. */
export async function insertLead(db: Db, values: Partial<typeof consultRequests.$inferInsert> = {}) {
  const [row] = await db
    .insert(consultRequests)
    .values({ name: 'Anna Schmidt', email: 'anna@nordic.example', message: 'We need 1,500 pouches, please quote.', locale: 'de', reference: `HX-TEST-${++references}`, ...values })
    .returning();
  return row;
}
