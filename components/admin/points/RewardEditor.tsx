'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api/client';
import type { AdminReward } from '@/lib/api/contract/points';
import { LOCALES, type Locale } from '@/lib/config';
import ImageUpload from '../ImageUpload';
import LocalizedFields, { type LocalizedValues } from '../LocalizedFields';
import { languagesLabel, previewOf, type ContentFormTexts } from '../FaqControls';
import { useAdminSave } from '../use-admin-save';
import styles from '../Admin.module.css';
import own from './AdminPoints.module.css';
import { AddableList, FormFoot, type OpenForm } from './EditorParts';

export interface RewardTexts {
  add: string;
  addTitle: string;
  empty: string;
  picture: string;
  upload: string;
  uploading: string;
  pictureHint: string;
  pictureNeeded: string;
  title: string;
  description: string;
  price: string;
  stock: string;
  sort: string;
  shown: string;
  shownHint: string;
  hidden: string;
  outOfStock: string;
  /** "{price} points · {stock} in stock · {redeemed} redeemed" */
  facts: string;
}

const small = (src: string) => src.replace(/\.webp$/, '-sm.webp');

function RewardForm({ reward, texts, form, onDone }: { reward?: AdminReward; texts: RewardTexts; form: ContentFormTexts; onDone: () => void }) {
  const { state, run, fieldError } = useAdminSave();
  const [image, setImage] = useState(reward?.image ?? '');
  const [values, setValues] = useState<Record<string, LocalizedValues>>({ title: { ...reward?.title }, description: { ...reward?.description } });
  const [price, setPrice] = useState(reward ? String(reward.points_price) : '');
  const [stock, setStock] = useState(reward ? String(reward.stock) : '');
  const [sort, setSort] = useState(reward ? String(reward.sort) : '0');
  const [active, setActive] = useState(reward?.active ?? true);
  const [base, setBase] = useState(reward?.updated_at ?? '');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = { image, title: values.title, description: values.description, points_price: price, stock, sort, active, ...(reward ? { updated_at: base } : {}) };
    const saved = await run(() =>
      reward
        ? api.patch<AdminReward>(`/admin/rewards/${reward.id}`, { data, errorMessageMode: 'none' })
        : api.post<AdminReward>('/admin/rewards', { data, errorMessageMode: 'none' }),
    );
    if (saved) {
      setBase(saved.updated_at);
      if (!reward) onDone();
    }
  }

  const numberField = (label: string, name: string, value: string, set: (v: string) => void) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input className={styles.input} inputMode="numeric" value={value} onChange={(e) => set(e.target.value)} aria-invalid={fieldError(name) ? true : undefined} dir="ltr" />
      {fieldError(name) ? <small className={own.fieldError}>{fieldError(name)}</small> : null}
    </label>
  );

  return (
    <form className={styles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
      <div className={styles.field}>
        <span>{texts.picture}</span>
        <div className={own.picture}>
          {image ? <img className={own.picturePreview} src={small(image)} alt="" width={120} height={120} /> : null}
          <div className={styles.form}>
            <ImageUpload action="/admin/rewards/images" label={texts.upload} busyLabel={texts.uploading} onUploaded={(uploaded) => setImage(uploaded.src)} />
            <small className={own.hint}>{texts.pictureHint}</small>
            {fieldError('image') ? <small className={own.fieldError}>{image ? fieldError('image') : texts.pictureNeeded}</small> : null}
          </div>
        </div>
      </div>
      <div className={own.grid2}>
        {numberField(texts.price, 'points_price', price, setPrice)}
        {numberField(texts.stock, 'stock', stock, setStock)}
        {numberField(texts.sort, 'sort', sort, setSort)}
        <label className={styles.check}>
          <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} />
          {texts.shown}
        </label>
      </div>
      <small className={own.hint}>{texts.shownHint}</small>
      <LocalizedFields
        fields={[
          { name: 'title', label: texts.title, required: true },
          { name: 'description', label: texts.description, rows: 3 },
        ]}
        values={values}
        onChange={(name, locale, value) => setValues((v) => ({ ...v, [name]: { ...v[name], [locale]: value } }))}
        errorOf={fieldError}
        texts={form}
      />
      <FormFoot state={state} editing={Boolean(reward)} form={form} onClose={onDone} shownFields={['image', 'points_price', 'stock', 'sort']} />
    </form>
  );
}

/** The points shop's rewards: picture, price, stock, shown or hidden, texts in 14 languages. */
export default function RewardEditor({ rewards, locale, texts, form }: { rewards: AdminReward[]; locale: Locale; texts: RewardTexts; form: ContentFormTexts }) {
  const router = useRouter();
  const [open, setOpen] = useState<OpenForm>(null);
  const n = (v: number) => new Intl.NumberFormat(locale).format(v);
  return (
    <AddableList open={open} setOpen={setOpen} texts={texts} empty={rewards.length === 0} newForm={(done) => <RewardForm texts={texts} form={form} onDone={done} />}>
      {rewards.map((r) => (
        <li key={r.id} className={`${own.item} ${r.active ? '' : own.hidden}`} data-testid="admin-reward">
          <div className={own.itemHead}>
            <img className={own.thumb} src={small(r.image)} alt="" width={64} height={64} loading="lazy" />
            <span className={own.itemMain}>
              <span className={own.itemTitle}>{previewOf(r.title, locale)}</span>
              <span className={own.itemMeta}>
                {texts.facts.replace('{price}', n(r.points_price)).replace('{stock}', n(r.stock)).replace('{redeemed}', n(r.redeemed))} ·{' '}
                {languagesLabel(form.languagesDone, LOCALES.filter((l) => r.title[l]).length)}
              </span>
            </span>
            {!r.active ? (
              <span className={`${own.pill} ${own.pill_hidden}`}>{texts.hidden}</span>
            ) : r.stock === 0 ? (
              <span className={`${own.pill} ${own.pill_out}`}>{texts.outOfStock}</span>
            ) : null}
            <span className={own.itemActions}>
              <button type="button" className="button button--ghost" aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? null : r.id)}>
                {open === r.id ? form.close : form.edit}
              </button>
            </span>
          </div>
          {open === r.id ? (
            <RewardForm
              reward={r}
              texts={texts}
              form={form}
              onDone={() => {
                setOpen(null);
                router.refresh();
              }}
            />
          ) : null}
        </li>
      ))}
    </AddableList>
  );
}
