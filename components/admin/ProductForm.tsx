'use client';

import { useMemo, useState, type ComponentProps, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { api } from '@/lib/api/client';
import type { AdminProduct, LocalizedTexts } from '@/lib/api/contract';
import { LOCALES, type Locale } from '@/lib/config';
import ImageUpload, { type UploadedImage } from './ImageUpload';
import LocalizedFields, { type LocalizedFieldDef, type LocalizedFieldsTexts, type MachineMarks } from './LocalizedFields';
import { useAdminSave } from './use-admin-save';
import styles from './Admin.module.css';
import { SavedStatus, FormProblem } from './FormOutcome';
import ProductPreviewButton from './ProductPreviewButton';

export interface ProductFormTexts {
  basics: string;
  texts: string;
  pictures: string;
  slug: string;
  slugHint: string;
  category: string;
  chooseCategory: string;
  published: string;
  moq: string;
  leadMin: string;
  leadMax: string;
  sizeAll: string;
  sizeAllHint: string;
  name: string;
  summary: string;
  description: string;
  descriptionHint: string;
  material: string;
  size: string;
  customization: string;
  customizationHint: string;
  alt: string;
  upload: string;
  uploading: string;
  uploadHint: string;
  noPictures: string;
  remove: string;
  first: string;
  moveUp: string;
  moveDown: string;
  save: string;
  saving: string;
  saved: string;
  create: string;
  deleteProduct: string;
  confirmDelete: string;
  cancel: string;
  localized: LocalizedFieldsTexts;
}

interface Picture {
  key: string;
  id: number | null;
  src: string;
  width: number;
  height: number;
  alt: LocalizedTexts;
}

type Texts = Record<string, LocalizedTexts>;

const joinLines = (lists: Partial<Record<Locale, string[]>>): LocalizedTexts => Object.fromEntries(Object.entries(lists).map(([l, items]) => [l, (items ?? []).join('\n')]));

const textsOf = (product: AdminProduct | null): Texts => ({
  name: product?.name ?? {},
  summary: product?.summary ?? {},
  description: product?.description ?? {},
  material: product?.material ?? {},
  size: product && typeof product.size === 'object' ? product.size : {},
  customization: product ? joinLines(product.customization) : {},
});

/**
 * The whole product on one form: the basics, the texts of 14 languages (with the pictures' alt
 * texts, so a language's completeness counts them), and the pictures in page order. A save sends
 * the `updated_at` the form holds; the server refuses it (409) when someone saved in between.
 */
export default function ProductForm({
  product,
  categories,
  listHref,
  editHref,
  texts,
  preview,
  machine,
}: {
  product: AdminProduct | null;
  categories: { id: number; name: string; parent_id: number | null }[];
  listHref: string;
  /** The edit page's address for an id (where a new product goes once created). */
  editHref: string;
  texts: ProductFormTexts;
  /** An existing product's preview of the form's values: its languages and texts. */
  preview?: Omit<ComponentProps<typeof ProductPreviewButton>, 'productId' | 'values'>;
  /** The languages a machine filled, not reviewed yet. */
  machine?: MachineMarks;
}) {
  const router = useRouter();
  const { state, run, fieldError } = useAdminSave();
  const remover = useAdminSave();
  const [updatedAt, setUpdatedAt] = useState(product?.updated_at ?? '');
  const [slug, setSlug] = useState(product?.slug ?? '');
  const [categoryId, setCategoryId] = useState(product ? String(product.category_id) : '');
  const [published, setPublished] = useState(product?.published ?? false);
  const [moq, setMoq] = useState(product ? String(product.moq) : '');
  const [leadMin, setLeadMin] = useState(product ? String(product.lead_time_min) : '');
  const [leadMax, setLeadMax] = useState(product ? String(product.lead_time_max) : '');
  const [sizeAll, setSizeAll] = useState(typeof product?.size === 'string' ? product.size : '');
  const [values, setValues] = useState<Texts>(() => textsOf(product));
  // A newer version than this form's own saves (a fill of the missing languages): take its texts.
  const [seen, setSeen] = useState(product?.updated_at);
  if (product && product.updated_at !== seen) {
    setSeen(product.updated_at);
    if (product.updated_at !== updatedAt) {
      setValues(textsOf(product));
      setUpdatedAt(product.updated_at);
    }
  }
  const [pictures, setPictures] = useState<Picture[]>(() => (product?.images ?? []).map((i) => ({ ...i, key: `id-${i.id}` })));
  const [confirming, setConfirming] = useState(false);
  // Fields changed since the last refused save: their old message no longer applies.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const touch = (name: string) => setEdited((set) => (set.has(name) ? set : new Set(set).add(name)));

  const fields = useMemo<LocalizedFieldDef[]>(
    () => [
      { name: 'name', label: texts.name, required: true },
      { name: 'summary', label: texts.summary, rows: 2, required: true },
      { name: 'description', label: texts.description, rows: 8, required: true, hint: texts.descriptionHint },
      { name: 'material', label: texts.material, required: true },
      { name: 'size', label: texts.size },
      { name: 'customization', label: texts.customization, rows: 4, hint: texts.customizationHint },
      ...pictures.map((p, i) => ({ name: `images.${i}.alt`, label: texts.alt.replace('{n}', String(i + 1)) })),
    ],
    [pictures, texts],
  );
  const allValues = useMemo(() => {
    const merged: Texts = { ...values };
    pictures.forEach((p, i) => {
      merged[`images.${i}.alt`] = p.alt;
    });
    return merged;
  }, [values, pictures]);

  function change(name: string, locale: Locale, value: string) {
    touch(`${name}.${locale}`);
    const picture = /^images\.(\d+)\.alt$/.exec(name);
    if (picture) {
      const index = Number(picture[1]);
      setPictures((list) => list.map((p, i) => (i === index ? { ...p, alt: { ...p.alt, [locale]: value } } : p)));
    } else setValues((v) => ({ ...v, [name]: { ...v[name], [locale]: value } }));
  }

  function movePicture(index: number, by: -1 | 1) {
    setPictures((list) => {
      const next = [...list];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  }

  const sizeByLocale = Object.values(values.size).some((v) => (v ?? '').trim() !== '');
  const payload = () => ({
    slug,
    category_id: categoryId,
    published,
    moq,
    lead_time_min: leadMin,
    lead_time_max: leadMax,
    name: values.name,
    summary: values.summary,
    description: values.description,
    material: values.material,
    // One measurement for every language, unless a language has its own.
    size: sizeByLocale ? { ...Object.fromEntries(LOCALES.map((l) => [l, sizeAll])), ...stripEmpty(values.size) } : sizeAll,
    customization: values.customization,
    images: pictures.map(({ id, src, width, height, alt }) => ({ ...(id ? { id } : {}), src, width, height, alt })),
    ...(product ? { updated_at: updatedAt } : {}),
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEdited(new Set());
    const saved = await run(
      () =>
        product
          ? api.patch<AdminProduct>(`/admin/products/${product.id}`, { data: payload(), errorMessageMode: 'none' })
          : api.post<AdminProduct>('/admin/products', { data: payload(), errorMessageMode: 'none' }),
      { refresh: Boolean(product) },
    );
    if (!saved) return;
    if (!product) router.push(editHref.replace('{id}', String(saved.id)));
    else {
      setUpdatedAt(saved.updated_at);
      setPictures(saved.images.map((i) => ({ ...i, key: `id-${i.id}` })));
    }
  }

  async function remove() {
    if (!product) return;
    // The answer's result is null: success is told by `true`.
    const done = await remover.run(() => api.delete(`/admin/products/${product.id}`, { errorMessageMode: 'none' }).then(() => true), { refresh: false });
    if (done) {
      router.push(listHref);
      router.refresh();
    }
  }

  const errorText = (name: string) => (edited.has(name) ? undefined : fieldError(name));
  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => (
    <label className={styles.field} onChange={() => touch(name)}>
      <span>{label}</span>
      {input}
      {hint ? <small className={styles.muted}>{hint}</small> : null}
      {errorText(name) ? <small className={styles.problem}>{errorText(name)}</small> : null}
    </label>
  );

  return (
    <form className={styles.productForm} onSubmit={save} aria-busy={state.kind === 'busy'} noValidate>
      <section className={styles.panel} aria-labelledby="product-basics">
        <h2 id="product-basics">{texts.basics}</h2>
        <div className={styles.productGrid}>
          {field(
            'slug',
            texts.slug,
            <input
              className={styles.input}
              value={slug}
              onChange={(e) => setSlug(e.target.value)}
              dir="ltr"
              autoComplete="off"
              aria-invalid={errorText('slug') ? true : undefined}
            />,
            texts.slugHint,
          )}
          {field(
            'category_id',
            texts.category,
            <select className={styles.input} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} aria-invalid={errorText('category_id') ? true : undefined}>
              <option value="">{texts.chooseCategory}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.parent_id ? `— ${c.name}` : c.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'moq',
            texts.moq,
            <input className={styles.input} inputMode="numeric" value={moq} onChange={(e) => setMoq(e.target.value)} aria-invalid={errorText('moq') ? true : undefined} />,
          )}
          {field('lead_time_min', texts.leadMin, <input className={styles.input} inputMode="numeric" value={leadMin} onChange={(e) => setLeadMin(e.target.value)} />)}
          {field('lead_time_max', texts.leadMax, <input className={styles.input} inputMode="numeric" value={leadMax} onChange={(e) => setLeadMax(e.target.value)} />)}
          {field('size', texts.sizeAll, <input className={styles.input} value={sizeAll} onChange={(e) => setSizeAll(e.target.value)} />, texts.sizeAllHint)}
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={published} onChange={(e) => setPublished(e.target.checked)} />
          {texts.published}
        </label>
      </section>

      <section className={styles.panel} aria-labelledby="product-pictures">
        <h2 id="product-pictures">{texts.pictures}</h2>
        {pictures.length === 0 ? <p className={styles.muted}>{texts.noPictures}</p> : null}
        <ol className={styles.productPictures}>
          {pictures.map((p, i) => (
            <li key={p.key} className={styles.productPicture}>
              <img src={p.src.replace(/\.webp$/, '-sm.webp')} alt={p.alt.en ?? p.alt['zh-CN'] ?? ''} width={p.width} height={p.height} />
              <div className={styles.productPictureTools}>
                <span className={styles.muted}>{i === 0 ? texts.first : `#${i + 1}`}</span>
                <button type="button" className={styles.iconButton} disabled={i === 0} onClick={() => movePicture(i, -1)} aria-label={`${texts.moveUp} #${i + 1}`}>
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.iconButton}
                  disabled={i === pictures.length - 1}
                  onClick={() => movePicture(i, 1)}
                  aria-label={`${texts.moveDown} #${i + 1}`}
                >
                  ↓
                </button>
                <button type="button" className={`button button--ghost ${styles.dangerButton}`} onClick={() => setPictures((list) => list.filter((_, j) => j !== i))}>
                  {texts.remove}
                </button>
              </div>
              {errorText(`images.${i}.src`) ? <small className={styles.problem}>{errorText(`images.${i}.src`)}</small> : null}
            </li>
          ))}
        </ol>
        <ImageUpload<UploadedImage>
          action="/admin/products/images"
          label={texts.upload}
          busyLabel={texts.uploading}
          onUploaded={(image) => setPictures((list) => [...list, { ...image, id: null, alt: { ...values.name }, key: `new-${image.src}-${list.length}` }])}
        />
        <small className={styles.muted}>{texts.uploadHint}</small>
      </section>

      <section className={styles.panel} aria-labelledby="product-texts">
        <h2 id="product-texts">{texts.texts}</h2>
        <LocalizedFields fields={fields} values={allValues} onChange={change} errorOf={errorText} texts={texts.localized} machine={machine} />
      </section>

      <div className={styles.productFooter}>
        <button type="submit" className="button" disabled={state.kind === 'busy'}>
          {state.kind === 'busy' ? texts.saving : product ? texts.save : texts.create}
        </button>
        <SavedStatus state={state} text={texts.saved} />
        <FormProblem state={state} />
        {product && preview ? <ProductPreviewButton productId={product.id} values={payload} {...preview} /> : null}
        {product ? (
          <div className={styles.productDanger}>
            {confirming ? (
              <>
                <span>{texts.confirmDelete}</span>
                <button type="button" className={`button button--ghost ${styles.dangerButton}`} onClick={remove} disabled={remover.state.kind === 'busy'}>
                  {texts.deleteProduct}
                </button>
                <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
                  {texts.cancel}
                </button>
              </>
            ) : (
              <button type="button" className={`button button--ghost ${styles.dangerButton}`} onClick={() => setConfirming(true)}>
                {texts.deleteProduct}
              </button>
            )}
            {remover.state.kind === 'failed' ? (
              <p className={styles.problem} role="alert">
                {remover.state.message}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}

function stripEmpty(texts: LocalizedTexts): LocalizedTexts {
  return Object.fromEntries(Object.entries(texts).filter(([, v]) => (v ?? '').trim() !== ''));
}
