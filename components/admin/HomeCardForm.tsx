'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import { LOCALE_NATIVE_NAMES, LOCALES } from '@/lib/config';
import type { AdminHomeCard } from '@/lib/api/contract/catalogue-admin';
import ImageUpload from './ImageUpload';
import { LocalizedField, type LocalizedFieldsTexts, type LocalizedValues } from './LocalizedFields';
import { useAdminSave } from './use-admin-save';
import FillMissingLanguages from './translate/FillMissingLanguages';
import { marksOf, type TranslationKit } from './translate/kit';
import { useFilledVersion } from './translate/use-filled-version';
import styles from './Admin.module.css';
import { ReloadProblem, SaveRow } from './FormOutcome';

export interface HomeCardFormTexts {
  picture: string;
  replace: string;
  uploading: string;
  pictureHint: string;
  introduction: string;
  product: string;
  productNone: string;
  productHint: string;
  save: string;
  saving: string;
  saved: string;
  reloadHint: string;
  reload: string;
  localized: LocalizedFieldsTexts;
}

/** A product a card may name, by its name in the back office's language. */
export interface CardProductChoice {
  id: number;
  label: string;
}

/**
 * A home card: its picture (replaced by an upload), its introduction in the 14 languages (zh-CN
 * required) and, optionally, the product of its family it names and opens. The save carries the `updated_at` the card was opened with: a 409 when
 * someone else saved it in between, nothing overwritten.
 */
export default function HomeCardForm({
  card,
  products,
  texts,
  translation,
}: {
  card: AdminHomeCard;
  products: CardProductChoice[];
  texts: HomeCardFormTexts;
  /** The fill button (with a provider) and the cards' machine marks. */
  translation?: TranslationKit;
}) {
  const [src, setSrc] = useState(card.src);
  const [introduction, setIntroduction] = useState<LocalizedValues>(card.introduction);
  const [product, setProduct] = useState(card.product_id === null ? '' : String(card.product_id));
  const [version, setVersion] = useFilledVersion(card.updated_at, () => setIntroduction(card.introduction));
  const { state, run, fieldError } = useAdminSave();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await run(() =>
      api.patch<AdminHomeCard>(`/admin/home-cards/${card.id}`, { data: { src, introduction, product_id: product, updated_at: version }, errorMessageMode: 'none' }),
    );
    if (saved) setVersion(saved.updated_at);
  }

  return (
    <form className={styles.form} onSubmit={save} aria-busy={state.kind === 'busy'}>
      <div className={styles.field}>
        <span>{texts.picture}</span>
        <div className={styles.homeCardPicture}>
          <img src={src.replace(/\.webp$/, '-sm.webp')} alt="" className={styles.homeCardPreview} width={300} height={400} />
          <div className={styles.homeCardUpload}>
            <ImageUpload action="/admin/home-cards/images" label={texts.replace} busyLabel={texts.uploading} onUploaded={(image) => setSrc(image.src)} />
            <small className={`${styles.muted} ${styles.sliderHint}`}>{texts.pictureHint}</small>
            {fieldError('src') ? <small className={styles.problem}>{fieldError('src')}</small> : null}
          </div>
        </div>
      </div>
      {translation?.fill ? <FillMissingLanguages kind="home_card" ids={[card.id]} texts={translation.fill} /> : null}
      <LocalizedField
        machine={marksOf(translation, card.id)}
        field={{ name: 'introduction', label: texts.introduction, rows: 4, required: true }}
        value={introduction}
        onChange={setIntroduction}
        errorOf={fieldError}
        texts={texts.localized}
      />
      <label className={styles.field}>
        <span>{texts.product}</span>
        <select className={styles.input} name="product_id" value={product} onChange={(e) => setProduct(e.target.value)}>
          <option value="">{texts.productNone}</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
        <small className={styles.muted}>{texts.productHint}</small>
        {fieldError('product_id') ? <small className={styles.problem}>{fieldError('product_id')}</small> : null}
      </label>
      <SaveRow state={state} label={texts.save} busyLabel={texts.saving} saved={{ text: texts.saved }} />
      <ReloadProblem state={state} texts={texts}>
        {state.kind === 'failed' ? (
          <>
            {state.message}
            {/* The tabs show one language at a time: name every language that needs attention. */}
            {LOCALES.filter((l) => state.fields[`introduction.${l}`]).map((l) => (
              <span key={l} className={styles.homeCardProblem}>
                {texts.introduction} · {LOCALE_NATIVE_NAMES[l]}: {state.fields[`introduction.${l}`]}
              </span>
            ))}
          </>
        ) : null}
      </ReloadProblem>
    </form>
  );
}
