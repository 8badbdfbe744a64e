import 'server-only';
import type { Locale } from '@/lib/config';
import type { AdminProductQuery } from '@/lib/api/contract/products-admin';
import { findAsActor, readAsActor, readPublic } from '@/lib/server/http/page';
import { listAdminCategories } from './manage-categories';
import { getCompanyConfig } from './manage-config';
import { getPaymentDetails } from './payment-details';
import { listAdminFaqs } from './manage-faq';
import { listHomeCardsForStaff, listSliderItems, signChoices } from './manage-home';
import { homeCardProductOptions } from './home-card-products';
import { categoryChoices, getAdminProduct, listAdminProducts } from './manage-products';
import { productPricing } from './manage-pricing';
import { productChoices } from './service';
import { previewProduct } from './preview';

/*
 * The catalogue's page door for the back office (lib/server/http/page.ts): the same services the
 * /admin routes call, as the page's actor. The public catalogue pages read through ./cached.ts.
 */

/** /admin/categories: every category with its counts. */
export const adminCategories = () => readAsActor((db, actor) => listAdminCategories(db, actor));

/** /admin/company: the company facts in every locale. */
export const companyConfig = () => readAsActor((db, actor) => getCompanyConfig(db, actor));

/** /admin/company: the payment details proformas show (admins only). */
export const paymentDetails = () => readAsActor((db, actor) => getPaymentDetails(db, actor));

/** /admin/faq: every question in every locale, in the public order. */
export const adminFaqs = () => readAsActor((db, actor) => listAdminFaqs(db, actor));

/** /admin/home-cards: the cards of each home-page section. */
export const homeCardsForStaff = () => readAsActor((db, actor) => listHomeCardsForStaff(db, actor));

/** /admin/home-cards: the products each family's cards may name. */
export const homeCardProducts = () => readAsActor((db, actor) => homeCardProductOptions(db, actor));

/** /admin/slider: the banners in order and the categories a banner may point to. */
export const sliderForStaff = (locale: Locale) =>
  readAsActor(async (db, actor) => {
    const [items, choices] = await Promise.all([listSliderItems(db, actor), signChoices(db, actor, locale)]);
    return { items, choices };
  });

/**
 * /admin/products: a page of the list and the category filter's choices. How many members saved
 * each product is the designs' to say (lib/server/designs/pages.ts productSavedCounts): the page
 * asks them, so the catalogue imports nothing of the features built on it.
 */
export const adminProducts = (query: AdminProductQuery, locale: Locale) =>
  readAsActor(async (db, actor) => {
    const [page, categories] = await Promise.all([listAdminProducts(db, actor, query, locale), categoryChoices(db, actor, locale)]);
    return { page, categories };
  });

/** The ids of every match of the product list's filter (null: more than one bulk action takes). */
/** /admin/products/{id}: the product as staff edit it (null: no such product). */
export const adminProduct = (id: number) => findAsActor((db, actor) => getAdminProduct(db, actor, id));

/** The product form's category choices. */
export const productCategoryChoices = (locale: Locale) => readAsActor((db, actor) => categoryChoices(db, actor, locale));

/** Every product's id and name, in the catalogue's order (a filter's choices). */
export const productNameChoices = (locale: Locale) => readPublic((db) => productChoices(db, locale));

/** /admin/products/{id}: the product's price guidance (null: price on request). */
export const adminProductPricing = (id: number) => readAsActor((db, actor) => productPricing(db, actor, id));

/** The staff preview of a product's page (saved, or the editor's draft over it); null for anyone else (the page's 404). */
export const productPreview = (id: number, locale: Locale, draft: string | null) => findAsActor((db, actor) => previewProduct(db, actor, id, locale, draft));
