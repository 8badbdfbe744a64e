import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { HomeCardFamily } from '@/lib/api/contract';
import { CATALOGUE, type Locale } from '@/lib/config';
import type { AdminHomeCard, AdminHomeCards, AdminSliderItem, HomeCardChange, MoveDirection, SliderChange, SliderInput } from '@/lib/api/contract/catalogue-admin';
import { requireRole, type Actor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit/service';
import type { Db } from '@/lib/server/db/types';
import { getStorage } from '@/lib/server/files/storage';
import { ApiProblem, InvalidInput, notFound } from '@/lib/server/problems';
import media from '@/lib/media.json';
import { isCataloguePicture, UPLOADED_MEDIA_PREFIX } from './images';
import { resolveText } from './localized';
import { revalidateCatalogue, type CatalogueTag } from './revalidate';
import { categories, homeCards, sliderItems } from './schema';
import { checkCardProduct } from './home-card-products';
import { autoCardProducts } from './home-card-spread';
import { TAGS } from './tags';
import { clearMachineMarks } from '@/lib/server/translate/marks';
import { CATALOGUE_STAFF_ROLES } from '@/lib/api/contract';

/*
 * The home page in the back office (editors and admins): the slider's banners (list, create,
 * edit, reorder, delete) and the fifteen home cards (five per family, fixed by the layout: their
 * picture and introduction are edited and they are reordered within their family, never created
 * or deleted). Every write checks the `updated_at` the editor read (409 when someone saved in
 * between), is audited in its own transaction, and expires the cached reads of the home page.
 */

type SliderRow = typeof sliderItems.$inferSelect;
type CardRow = typeof homeCards.$inferSelect;

const artwork = new Set(media.map((m) => `/media/${m.path}`));

/**
 * Whether `src` is a picture the site serves: the build's artwork (listed in media.json) or an
 * uploaded picture that is in storage. An address the site would answer with a 404 is refused.
 */
export async function pictureIsServed(src: string): Promise<boolean> {
  // The artwork's own list first: isCataloguePicture's pattern has no capitals, and the home
  // cards' artwork is named after the families (`/media/cards/heatPress-1.webp`).
  if (artwork.has(src)) return true;
  if (!isCataloguePicture(src) || !src.startsWith(UPLOADED_MEDIA_PREFIX)) return false;
  const stored = await getStorage().get(`media/${src.slice(UPLOADED_MEDIA_PREFIX.length)}`);
  if (!stored) return false;
  await stored.body.cancel();
  return true;
}

async function requirePicture(field: string, src: string): Promise<void> {
  if (!(await pictureIsServed(src))) throw new InvalidInput({ [field]: { key: 'image' } });
}

function conflictUnless(row: { updatedAt: Date }, expected: Date): void {
  // Both are milliseconds (a Date keeps no more): the time the client read is the time it sends back.
  if (row.updatedAt.getTime() !== expected.getTime()) throw new ApiProblem(409, 'conflict');
}

interface LockedChange<Row> {
  /** The row, read and locked for the transaction (none: 404). */
  lock: (t: Db) => Promise<Row[]>;
  /** Checks what needs the transaction, then writes the change; answers the row after it. */
  write: (t: Db, before: Row) => Promise<Row[]>;
  audit: { action: string; entity: string; view: (row: Row) => object };
  tag: CatalogueTag;
}

/**
 * A staff change of one home-page record (a banner, a card): in one transaction its row is locked,
 * refused with 409 when saved since `expected`, changed and audited before/after; the home page's
 * cached reads are expired once it committed.
 */
async function changeLocked<Row extends { updatedAt: Date }>(db: Db, staff: Actor, id: number, expected: Date, change: LockedChange<Row>): Promise<Row> {
  const changed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await change.lock(t);
    if (!before) throw notFound();
    conflictUnless(before, expected);
    const [after] = await change.write(t, before);
    await recordAudit(
      t,
      { actor: staff },
      { action: change.audit.action, entity: change.audit.entity, entityId: id, before: change.audit.view(before), after: change.audit.view(after) },
    );
    return after;
  });
  revalidateCatalogue(change.tag);
  return changed;
}

/** What the audit log keeps of a banner: its content, without its id and version. */
const sliderAudit = (row: SliderRow) => ({
  url: row.url,
  sign: row.sign,
  thumb: row.thumb,
  title: row.title,
  subtitle: row.subtitle,
  button: row.button,
  sort: row.sort,
});

const sliderView = (row: SliderRow): AdminSliderItem => ({ id: row.id, ...sliderAudit(row), updated_at: row.updatedAt.toISOString() });

/** The category a sign names must exist (a family or a sub-category key). */
async function requireSign(db: Db, sign: string): Promise<void> {
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, sign));
  if (!found) throw new InvalidInput({ sign: { key: 'choice' } });
}

/** The categories a banner can point at, families each followed by their sub-categories. */
export async function signChoices(db: Db, actor: Actor | null, locale: Locale): Promise<{ key: string; name: string; family: boolean }[]> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const choice = (r: (typeof rows)[number]) => ({ key: r.key, name: resolveText(r.name, locale).value, family: r.parentId === null });
  return rows.filter((r) => r.parentId === null).flatMap((family) => [choice(family), ...rows.filter((r) => r.parentId === family.id).map(choice)]);
}

const orderedSlider = (db: Db) => db.select().from(sliderItems).orderBy(asc(sliderItems.sort), asc(sliderItems.id));

/** Every banner, in the order the home page shows them. */
export async function listSliderItems(db: Db, actor: Actor | null): Promise<AdminSliderItem[]> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  return (await orderedSlider(db)).map(sliderView);
}

export async function getSliderItem(db: Db, actor: Actor | null, id: number): Promise<AdminSliderItem> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const [row] = await db.select().from(sliderItems).where(eq(sliderItems.id, id));
  if (!row) throw notFound();
  return sliderView(row);
}

/** A new banner, shown last. */
export async function createSliderItem(db: Db, actor: Actor | null, input: SliderInput): Promise<AdminSliderItem> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  await requirePicture('thumb', input.thumb);
  const created = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await requireSign(t, input.sign);
    const [{ next }] = await t.select({ next: sql<number>`coalesce(max(${sliderItems.sort}) + 1, 0)::int` }).from(sliderItems);
    const [row] = await t
      .insert(sliderItems)
      .values({ url: input.url, sign: input.sign, thumb: input.thumb, title: input.title, subtitle: input.subtitle, button: input.button, sort: next })
      .returning();
    await recordAudit(t, { actor: staff }, { action: 'slider.create', entity: 'slider_item', entityId: row.id, after: sliderAudit(row) });
    return row;
  });
  revalidateCatalogue(TAGS.slider);
  return sliderView(created);
}

/** A banner's url, sign, picture and words, if nobody changed it since `expectedUpdatedAt` (else 409). */
export async function changeSliderItem(db: Db, actor: Actor | null, id: number, change: SliderChange): Promise<AdminSliderItem> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  await requirePicture('thumb', change.thumb);
  const changed = await changeLocked(db, staff, id, change.expectedUpdatedAt, {
    lock: (t) => t.select().from(sliderItems).where(eq(sliderItems.id, id)).for('update'),
    write: async (t) => {
      await requireSign(t, change.sign);
      return t
        .update(sliderItems)
        .set({ url: change.url, sign: change.sign, thumb: change.thumb, title: change.title, subtitle: change.subtitle, button: change.button, updatedAt: sql`now()` })
        .where(eq(sliderItems.id, id))
        .returning();
    },
    audit: { action: 'slider.change', entity: 'slider_item', view: sliderAudit },
    tag: TAGS.slider,
  });
  return sliderView(changed);
}

/** Removes a banner for good (its picture stays in storage: another record may show it). */
export async function deleteSliderItem(db: Db, actor: Actor | null, id: number): Promise<{ id: number }> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [before] = await t.select().from(sliderItems).where(eq(sliderItems.id, id)).for('update');
    if (!before) throw notFound();
    await t.delete(sliderItems).where(eq(sliderItems.id, id));
    await recordAudit(t, { actor: staff }, { action: 'slider.delete', entity: 'slider_item', entityId: id, before: sliderAudit(before) });
  });
  revalidateCatalogue(TAGS.slider);
  return { id };
}

/**
 * The rows of one list after moving `id` one place: the list numbered 0…n-1 in its new order.
 * null when the row is not in the list; the same order when it is already at that end.
 */
function moved<R extends { id: number }>(rows: R[], id: number, direction: MoveDirection): R[] | null {
  const index = rows.findIndex((r) => r.id === id);
  if (index === -1) return null;
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= rows.length) return rows;
  const order = [...rows];
  [order[index], order[target]] = [order[target], order[index]];
  return order;
}

/**
 * Writes the new positions (0…n-1) of the rows whose place changed. A move is not an edit of the
 * record's content: `updated_at` stays, so an editor's open form does not turn stale.
 */
async function renumber(db: Db, table: typeof sliderItems | typeof homeCards, order: { id: number; sort: number }[]): Promise<void> {
  for (const [sort, row] of order.entries()) {
    if (row.sort !== sort) await db.update(table).set({ sort }).where(eq(table.id, row.id));
  }
}

/** Moves a banner one place up or down; answers the list in its new order. */
export async function moveSliderItem(db: Db, actor: Actor | null, id: number, direction: MoveDirection): Promise<AdminSliderItem[]> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const list = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const rows = await orderedSlider(t).for('update');
    const order = moved(rows, id, direction);
    if (!order) throw notFound();
    const before = rows.findIndex((r) => r.id === id);
    const after = order.findIndex((r) => r.id === id);
    if (before === after) return rows;
    await renumber(t, sliderItems, order);
    await recordAudit(t, { actor: staff }, { action: 'slider.move', entity: 'slider_item', entityId: id, before: { position: before + 1 }, after: { position: after + 1 } });
    return order.map((row, sort) => ({ ...row, sort }));
  });
  revalidateCatalogue(TAGS.slider);
  return list.map(sliderView);
}

const cardView = (row: CardRow, spread: Map<number, number>): AdminHomeCard => ({
  id: row.id,
  family: row.family as HomeCardFamily,
  src: row.src,
  introduction: row.introduction,
  product_id: row.productId,
  auto_product_id: row.productId === null ? (spread.get(row.id) ?? null) : null,
  sort: row.sort,
  updated_at: row.updatedAt.toISOString(),
});

const cardAudit = (row: CardRow) => ({ family: row.family, src: row.src, introduction: row.introduction, product_id: row.productId, sort: row.sort });

const orderedCards = (db: Db) => db.select().from(homeCards).orderBy(asc(homeCards.sort), asc(homeCards.id));

/** The cards by family; each names the product the home page chose for it when it has none (home-card-spread.ts). */
async function grouped(db: Db, rows: CardRow[]): Promise<AdminHomeCards> {
  const spread = await autoCardProducts(db);
  const out = Object.fromEntries(CATALOGUE.homeSections.map((f) => [f, [] as AdminHomeCard[]])) as AdminHomeCards;
  for (const row of rows) out[row.family as HomeCardFamily]?.push(cardView(row, spread));
  return out;
}

/** The home cards of the three families, each in the order the home page shows them. */
export async function listHomeCardsForStaff(db: Db, actor: Actor | null): Promise<AdminHomeCards> {
  requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  return grouped(db, await orderedCards(db));
}

/** A card's picture and introduction (every locale; zh-CN required), if nobody changed it since `expectedUpdatedAt` (else 409). */
export async function changeHomeCard(db: Db, actor: Actor | null, id: number, change: HomeCardChange): Promise<AdminHomeCard> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  await requirePicture('src', change.src);
  const changed = await changeLocked(db, staff, id, change.expectedUpdatedAt, {
    lock: (t) => t.select().from(homeCards).where(eq(homeCards.id, id)).for('update'),
    write: async (t, before) => {
      if (change.product_id !== null) await checkCardProduct(t, before.family as HomeCardFamily, change.product_id);
      // Saving the card is reviewing its introduction: the machine marks go, changed or not.
      await clearMachineMarks(t, 'home_card', id);
      return t
        .update(homeCards)
        .set({ src: change.src, introduction: change.introduction, productId: change.product_id, updatedAt: sql`now()` })
        .where(eq(homeCards.id, id))
        .returning();
    },
    audit: { action: 'homeCard.change', entity: 'home_card', view: cardAudit },
    tag: TAGS.homeCards,
  });
  return cardView(changed, await autoCardProducts(db));
}

/** Moves a card one place up or down within its family; answers the cards in their new order. */
export async function moveHomeCard(db: Db, actor: Actor | null, id: number, direction: MoveDirection): Promise<AdminHomeCards> {
  const staff = requireRole(actor, ...CATALOGUE_STAFF_ROLES);
  const rows = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const all = await orderedCards(t).for('update');
    const card = all.find((r) => r.id === id);
    if (!card) throw notFound();
    const family = all.filter((r) => r.family === card.family);
    const order = moved(family, id, direction)!;
    const before = family.indexOf(card);
    const after = order.indexOf(card);
    if (before === after) return all;
    await renumber(t, homeCards, order);
    await recordAudit(t, { actor: staff }, { action: 'homeCard.move', entity: 'home_card', entityId: id, before: { position: before + 1 }, after: { position: after + 1 } });
    const sorts = new Map(order.map((r, sort) => [r.id, sort]));
    return all.map((r) => ({ ...r, sort: sorts.get(r.id) ?? r.sort })).sort((a, b) => a.sort - b.sort || a.id - b.id);
  });
  revalidateCatalogue(TAGS.homeCards);
  return grouped(db, rows);
}
