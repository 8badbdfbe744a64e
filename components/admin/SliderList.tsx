'use client';

import { useState } from 'react';
import { api } from '@/lib/api/client';
import { sliderHref, type AdminSliderItem } from '@/lib/api/contract/catalogue-admin';
import SliderForm, { type SignChoice, type SliderFormTexts } from './SliderForm';
import { useAdminSave } from './use-admin-save';
import styles from './Admin.module.css';
import { FormProblem } from './FormOutcome';
import MoveArrows from './MoveArrows';

export interface SliderListTexts {
  listLabel: string;
  empty: string;
  add: string;
  newTitle: string;
  /** With {position}. */
  editTitle: string;
  /** With {position}. */
  position: string;
  edit: string;
  close: string;
  moveUp: string;
  moveDown: string;
  delete: string;
  confirmDelete: string;
  cancel: string;
  created: string;
  deleted: string;
  form: SliderFormTexts;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
const small = (src: string) => src.replace(/\.webp$/, '-sm.webp');

/**
 * The banners in the home page's order: each with its picture, category and link, opened for
 * editing in place, moved one place up or down, or deleted after a confirmation; "Add a banner"
 * opens an empty form above the list.
 */
export default function SliderList({ items, choices, texts }: { items: AdminSliderItem[]; choices: SignChoice[]; texts: SliderListTexts }) {
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const { state, run } = useAdminSave();
  const nameOf = (key: string) => choices.find((c) => c.key === key)?.name ?? key;

  async function move(item: AdminSliderItem, direction: 'up' | 'down') {
    setNotice('');
    await run(() => api.post(`/admin/slider/${item.id}/move`, { data: { direction }, errorMessageMode: 'none' }));
  }

  async function remove(item: AdminSliderItem) {
    setNotice('');
    const done = await run(() => api.delete(`/admin/slider/${item.id}`, { errorMessageMode: 'none' }));
    setConfirming(null);
    if (done) {
      if (open === item.id) setOpen(null);
      setNotice(texts.deleted);
    }
  }

  return (
    <>
      <div className={styles.sliderToolbar}>
        {!adding ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setNotice('');
              setAdding(true);
            }}
          >
            {texts.add}
          </button>
        ) : null}
        <p className={styles.status} role="status">
          {notice ? <span className={styles.ok}>{notice}</span> : null}
        </p>
      </div>
      {adding ? (
        <section className={styles.panel} aria-labelledby="slider-new">
          <h2 id="slider-new">{texts.newTitle}</h2>
          <SliderForm
            choices={choices}
            texts={texts.form}
            onSaved={() => {
              setAdding(false);
              setNotice(texts.created);
            }}
            onCancel={() => setAdding(false)}
          />
        </section>
      ) : null}
      <FormProblem state={state} />
      <section className={styles.panel} aria-label={texts.listLabel}>
        {items.length === 0 ? <p className={styles.empty}>{texts.empty}</p> : null}
        <ol className={styles.sliderList}>
          {items.map((item, index) => {
            const position = index + 1;
            const editing = open === item.id;
            return (
              <li key={item.id} className={styles.sliderItem} aria-label={fill(texts.editTitle, { position })}>
                <div className={styles.sliderRow}>
                  <img src={small(item.thumb)} alt={item.sign} className={styles.sliderThumb} width={960} height={394} loading="lazy" />
                  <div className={styles.sliderFacts}>
                    <span className={styles.sliderPosition}>{fill(texts.position, { position })}</span>
                    <strong>
                      {nameOf(item.sign)} <span className={styles.muted}>· {item.sign}</span>
                    </strong>
                    <span dir="ltr" className={styles.sliderHref}>
                      {sliderHref(item.url, item.sign)}
                    </span>
                  </div>
                  <div className={styles.sliderActions}>
                    <button type="button" className="button button--ghost" aria-expanded={editing} onClick={() => setOpen(editing ? null : item.id)}>
                      {editing ? texts.close : texts.edit}
                    </button>
                    <MoveArrows
                      name={fill(texts.editTitle, { position })}
                      canUp={index > 0}
                      canDown={index < items.length - 1}
                      busy={state.kind === 'busy'}
                      onMove={(direction) => move(item, direction)}
                      texts={texts}
                    />
                    {confirming === item.id ? null : (
                      <button type="button" className={`button button--ghost ${styles.sliderDanger}`} onClick={() => setConfirming(item.id)}>
                        {texts.delete}
                      </button>
                    )}
                  </div>
                </div>
                {confirming === item.id ? (
                  <div className={styles.sliderConfirm} role="group" aria-label={texts.delete}>
                    <p>{texts.confirmDelete}</p>
                    <button type="button" className={`button ${styles.sliderDangerSolid}`} disabled={state.kind === 'busy'} onClick={() => remove(item)}>
                      {texts.delete}
                    </button>
                    <button type="button" className="button button--ghost" onClick={() => setConfirming(null)}>
                      {texts.cancel}
                    </button>
                  </div>
                ) : null}
                {editing ? (
                  <div className={styles.sliderEdit}>
                    <SliderForm item={item} choices={choices} texts={texts.form} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
