import { designSchema, type DesignInput } from '@/lib/api/contract/designs';
import { validate } from '@/lib/validation/kit';
import { createDesign, listDesigns } from '@/lib/server/designs/service';
import { ok } from '@/lib/server/http/reply';
import { memberRoute, methodNotAllowed } from '@/lib/server/http/route';

/** GET /designs: the member's saved designs, the last changed first. */
export const GET = memberRoute({}, async ({ db, actor, locale }) => ok(await listDesigns(db, actor, locale)));

/**
 * POST /designs `{ product_id, name?, size?, material?, colours?, print_method?, logo_placement?,
 * quantity?, notes?, files? }`: a new design of a published product (201). A quantity below the
 * product's MOQ is saved and answered with `warnings.quantity`.
 */
export const POST = memberRoute<DesignInput>({ body: (fields) => validate(designSchema, fields) }, async ({ db, actor, locale, body, t }) =>
  ok(await createDesign(db, actor, body, locale), t('designs.saved'), 201),
);

export const { PUT, PATCH, DELETE } = methodNotAllowed();
