'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import { LOCALES } from '@/lib/config';
import type { AdminHomeCard } from '@/lib/api/contract/catalogue-admin';
import HomeCardForm, { type CardProductChoice, type HomeCardFormTexts } from './HomeCardForm';
import { useAdminSave } from './use-admin-save';
import styles from './Admin.module.css';
import { FormProblem } from './FormOutcome';
import MoveArrows from './MoveArrows';
import type { TranslationKit } from './translate/kit';

export interface HomeCardListTexts {
  /** With {position}. */
  card: string;
  /** With {count} and {total}. */
  languagesDone: string;
  edit: string;
  close: string;
  moveUp: string;
  moveDown: string;
  /** With {name}: the product a card names, chosen by staff or (`shownAuto`) by the home page. */
  shown: string;
  shownAuto: string;
  form: HomeCardFormTexts;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * The five cards of one home-page section, in order: picture, introduction (in the back office's
 * language, else Chinese), the product it names (marked when the home page chose it so that the
 * section does not repeat itself), how many languages are written; each opened for editing in
 * place or moved one place within its section.
 */
export default function HomeCardList({
  cards,
  products,
  locale,
  texts,
  translation,
}: {
  cards: AdminHomeCard[];
  translation?: TranslationKit;
  products: CardProductChoice[];
  locale: 'zh-CN' | 'en';
  texts: HomeCardListTexts;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const { state, run } = useAdminSave();

  const move = (card: AdminHomeCard, direction: 'up' | 'down') => run(() => api.post(`/admin/home-cards/${card.id}/move`, { data: { direction }, errorMessageMode: 'none' }));

  return (
    <>
      <FormProblem state={state} />
      <ol className={styles.homeCardList}>
        {cards.map((card, index) => {
          const position = index + 1;
          const label = fill(texts.card, { position });
          const editing = open === card.id;
          const written = LOCALES.filter((l) => (card.introduction[l] ?? '').trim() !== '').length;
          const shownId = card.product_id ?? card.auto_product_id;
          const shown = products.find((p) => p.id === shownId);
          return (
            <li key={card.id} className={styles.homeCardItem} aria-label={label}>
              <div className={styles.homeCardRow}>
                <img src={card.src.replace(/\.webp$/, '-sm.webp')} alt="" className={styles.homeCardThumb} width={300} height={400} loading="lazy" />
                <div className={styles.homeCardFacts}>
                  <span className={styles.sliderPosition}>{label}</span>
                  <p className={styles.homeCardText} lang={card.introduction[locale] ? locale : 'zh-CN'}>
                    {card.introduction[locale] || card.introduction['zh-CN']}
                  </p>
                  {shown ? (
                    <span className={card.product_id === null ? styles.homeCardAuto : undefined} data-testid={card.product_id === null ? 'card-auto-product' : 'card-product'}>
                      {fill(card.product_id === null ? texts.shownAuto : texts.shown, { name: shown.label })}
                    </span>
                  ) : null}
                  <span className={styles.muted}>{fill(texts.languagesDone, { count: written, total: LOCALES.length })}</span>
                </div>
                <div className={styles.homeCardActions}>
                  <button type="button" className="button button--ghost" aria-expanded={editing} onClick={() => setOpen(editing ? null : card.id)}>
                    {editing ? texts.close : texts.edit}
                  </button>
                  <MoveArrows
                    name={label}
                    canUp={index > 0}
                    canDown={index < cards.length - 1}
                    busy={state.kind === 'busy'}
                    onMove={(direction) => move(card, direction)}
                    texts={texts}
                  />
                </div>
              </div>
              {editing ? (
                <div className={styles.homeCardEdit}>
                  <HomeCardForm card={card} products={products} texts={texts.form} translation={translation} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
