'use client';

import { useState } from 'react';
import type { Locale } from '@/lib/config';
import type { AdminCategory } from '@/lib/api/contract/catalogue-admin';
import CategoryEditor, { type CategoryEditorTexts } from './CategoryEditor';
import { CreatePanel, RowActions, languagesLabel, localesDone, previewOf, type ContentFormTexts } from './FaqControls';
import type { TranslationKit } from './translate/kit';
import styles from './Admin.module.css';

export interface CategoryManagerTexts extends CategoryEditorTexts {
  create: string;
  createTitle: string;
  /** "Edit “{name}”" */
  editTitle: string;
  family: string;
  subCategory: string;
  /** ICU plurals, formatted by the page per row. */
  deleteHint: string;
  empty: string;
  view: string;
}

export interface CategoryRowCounts {
  /** "3 products", "no sub-categories": formatted on the server. */
  products: string;
  children: string;
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

/**
 * The categories: each family with its sub-categories, in the site's order; edit in place,
 * move among siblings, delete (refused while in use), and "new category".
 */
export default function CategoryManager({
  list,
  counts,
  locale,
  viewHref,
  historyHref,
  texts,
  form,
  translation,
}: {
  list: AdminCategory[];
  counts: Record<number, CategoryRowCounts>;
  locale: Locale;
  /** The public product list of a key: `{key}` is replaced. */
  viewHref: string;
  /** A category's history: `{id}` is replaced. */
  historyHref: string;
  texts: CategoryManagerTexts;
  form: ContentFormTexts;
  translation?: TranslationKit;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const shared = { texts, form, translation };
  const families = list.filter((c) => c.parent_id === null);
  const familyChoices = families.map((f) => ({ id: f.id, name: `${previewOf(f.name, locale)} (${f.key})` }));
  const childrenOf = (id: number) => list.filter((c) => c.parent_id === id);

  function row(item: AdminCategory, siblings: AdminCategory[]) {
    const name = previewOf(item.name, locale);
    const open = editing === item.id;
    const isFamily = item.parent_id === null;
    return (
      <div className={`${styles.categoryRow} ${isFamily ? styles.categoryFamilyRow : ''}`}>
        <div className={styles.categoryText}>
          <p className={styles.categoryName}>
            {isFamily ? <span className={styles.categoryTag}>{texts.family}</span> : null}
            <span>{name}</span>{' '}
            <a
              className={styles.categoryView}
              href={fill(viewHref, { key: encodeURIComponent(item.key) })}
              target="_blank"
              rel="noreferrer"
              title={texts.view}
              aria-label={`${texts.view}: ${item.key}`}
            >
              <code className={styles.categoryKey}>{item.key}</code>
              <span aria-hidden="true"> ↗</span>
            </a>
          </p>
          <p className={styles.faqMeta}>
            {[
              isFamily && !item.products ? null : counts[item.id]?.products,
              isFamily ? counts[item.id]?.children : null,
              languagesLabel(form.languagesDone, localesDone([item.name])),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <RowActions path="/admin/categories" item={item} siblings={siblings} name={name} editing={editing} onEdit={setEditing} hint={texts.deleteHint} texts={form} />
        {open ? (
          <div className={styles.faqWide}>
            <a className="button button--ghost" href={fill(historyHref, { id: item.id })}>
              {form.history}
            </a>
            <CategoryEditor key={item.id} item={item} families={familyChoices} title={fill(texts.editTitle, { name })} onClose={() => setEditing(null)} {...shared} />
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <CreatePanel label={texts.create} editor={(close) => <CategoryEditor families={familyChoices} title={texts.createTitle} texts={texts} form={form} onClose={close} />} />
      {families.length === 0 ? <p className={styles.empty}>{texts.empty}</p> : null}
      <ol className={styles.categoryFamilies}>
        {families.map((family) => {
          const children = childrenOf(family.id);
          return (
            <li key={family.id} className={styles.categoryFamily}>
              {row(family, families)}
              {children.length ? (
                <ol className={styles.categoryChildren} aria-label={`${texts.subCategory}: ${previewOf(family.name, locale)}`}>
                  {children.map((child) => (
                    <li key={child.id}>{row(child, children)}</li>
                  ))}
                </ol>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
