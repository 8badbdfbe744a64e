import { validateProductInput, type ProductInput } from '@/lib/api/contract/products-admin';
import type { Actor } from '@/lib/server/access';
import { isCataloguePicture } from '@/lib/server/catalogue/images';
import { statusOf } from './actors';

/** A product form (as the back office sends it) validated like the routes do; a bad one fails the test at once. */
export function productInput(raw: Record<string, unknown>): ProductInput {
  const checked = validateProductInput(raw, isCataloguePicture);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.value;
}

/** What a staff call answers nobody, a plain member and a sales person: [401, 404, 404] when only the catalogue's staff may. */
export async function outsiderStatuses(cast: Record<'member' | 'sales', Actor>, call: (actor: Actor | null) => Promise<unknown>): Promise<(number | 'ok')[]> {
  return [await statusOf(call(null)), await statusOf(call(cast.member)), await statusOf(call(cast.sales))];
}
