'use client';

import { useId, useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import { isSliderUrl, sliderHref, SIGN_PATTERN, type AdminSliderItem } from '@/lib/api/contract/catalogue-admin';
import type { Locale } from '@/lib/config';
import ImageUpload, { type UploadedImage } from './ImageUpload';
import LocalizedFields, { type LocalizedFieldsTexts, type LocalizedValues } from './LocalizedFields';
import { useAdminSave } from './use-admin-save';
import styles from './Admin.module.css';
import { ReloadProblem, SaveRow } from './FormOutcome';

export interface SignChoice {
  key: string;
  name: string;
  family: boolean;
}

export interface SliderFormTexts {
  picture: string;
  upload: string;
  replace: string;
  uploading: string;
  pictureHint: string;
  /** With {width} and {height} placeholders, filled here. */
  tall: string;
  noPicture: string;
  sign: string;
  signHint: string;
  /** With {name}. */
  wholeFamily: string;
  url: string;
  urlHint: string;
  /** With {href}. */
  opens: string;
  save: string;
  create: string;
  saving: string;
  saved: string;
  cancel: string;
  reloadHint: string;
  reload: string;
  /** The messages the browser shows before sending (the server's own words for these fields). */
  required: string;
  badUrl: string;
  /** The words over the banner. */
  words: string;
  wordsHint: string;
  title: string;
  subtitle: string;
  button: string;
  localized: LocalizedFieldsTexts;
}

/** The slider's banners are this many px high at most (CATALOGUE.sliderMaxHeight) and about 1920 px wide. */
const BANNER_RATIO = 1920 / 787;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
const small = (src: string) => src.replace(/\.webp$/, '-sm.webp');

/**
 * A banner: its picture (uploaded, PNG/JPEG/WebP), the category it opens (also its alt text) and
 * its link address. Without `item` it creates a banner; with one it edits it, sending the
 * `updated_at` it was opened with (a 409 when someone else saved in between).
 */
export default function SliderForm({
  item,
  choices,
  texts,
  onSaved,
  onCancel,
}: {
  item?: AdminSliderItem;
  choices: SignChoice[];
  texts: SliderFormTexts;
  onSaved?: (item: AdminSliderItem) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [thumb, setThumb] = useState(item?.thumb ?? '');
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [sign, setSign] = useState(item?.sign ?? '');
  const [url, setUrl] = useState(item?.url ?? '/products');
  const [version, setVersion] = useState(item?.updated_at ?? '');
  const [words, setWords] = useState<Record<'title' | 'subtitle' | 'button', LocalizedValues>>(() => ({
    title: { ...item?.title },
    subtitle: { ...item?.subtitle },
    button: { ...item?.button },
  }));
  const [local, setLocal] = useState<Record<string, string>>({});
  const { state, run, fieldError } = useAdminSave();
  const errorOf = (name: string) => local[name] ?? fieldError(name);
  // A corrected field loses the message the browser gave it.
  const forget = (name: string) => setLocal(({ [name]: _dropped, ...rest }) => rest);
  const families = choices.filter((c) => c.family);
  const childrenOf = (family: string) => {
    const start = choices.findIndex((c) => c.key === family);
    const rest = choices.slice(start + 1);
    const end = rest.findIndex((c) => c.family);
    return end === -1 ? rest : rest.slice(0, end);
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = url.trim();
    const found: Record<string, string> = {};
    if (!thumb) found.thumb = texts.required;
    if (!SIGN_PATTERN.test(sign)) found.sign = texts.required;
    if (!trimmed) found.url = texts.required;
    else if (!isSliderUrl(trimmed)) found.url = texts.badUrl;
    setLocal(found);
    if (Object.keys(found).length) return;
    const data = { url: trimmed, sign, thumb, ...words };
    const saved = await run(() =>
      item
        ? api.patch<AdminSliderItem>(`/admin/slider/${item.id}`, { data: { ...data, updated_at: version }, errorMessageMode: 'none' })
        : api.post<AdminSliderItem>('/admin/slider', { data, errorMessageMode: 'none' }),
    );
    if (saved) {
      setVersion(saved.updated_at);
      onSaved?.(saved);
    }
  }

  function uploaded(image: UploadedImage) {
    setThumb(image.src);
    setSize({ width: image.width, height: image.height });
    forget('thumb');
  }

  const tall = size !== null && size.width / size.height < BANNER_RATIO * 0.8;
  const field = (name: string) => ({
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': `${id}-${name}-hint${errorOf(name) ? ` ${id}-${name}-error` : ''}`,
  });
  const problem = (name: string) =>
    errorOf(name) ? (
      <small id={`${id}-${name}-error`} className={styles.problem}>
        {errorOf(name)}
      </small>
    ) : null;

  return (
    <form className={styles.form} onSubmit={save} aria-busy={state.kind === 'busy'} noValidate>
      <div className={styles.field}>
        <span>{texts.picture}</span>
        <div className={styles.sliderPicture}>
          {thumb ? (
            <img src={small(thumb)} alt={sign} className={styles.sliderPreview} width={960} height={394} />
          ) : (
            <div className={styles.sliderPreviewEmpty}>{texts.noPicture}</div>
          )}
        </div>
        <div className={styles.sliderUpload}>
          <ImageUpload action="/admin/slider/images" label={thumb ? texts.replace : texts.upload} busyLabel={texts.uploading} onUploaded={uploaded} />
        </div>
        <small id={`${id}-thumb-hint`} className={`${styles.muted} ${styles.sliderHint}`}>
          {texts.pictureHint}
        </small>
        {tall ? <small className={styles.sliderWarning}>{fill(texts.tall, size!)}</small> : null}
        {problem('thumb')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sign`} className={styles.sliderLabel}>
          {texts.sign}
        </label>
        <select
          id={`${id}-sign`}
          className={styles.input}
          value={sign}
          onChange={(e) => {
            setSign(e.target.value);
            forget('sign');
          }}
          {...field('sign')}
        >
          {sign === '' ? <option value="">—</option> : null}
          {sign !== '' && !choices.some((c) => c.key === sign) ? <option value={sign}>{sign}</option> : null}
          {families.map((family) => (
            <optgroup key={family.key} label={family.name}>
              <option value={family.key}>
                {fill(texts.wholeFamily, { name: family.name })} · {family.key}
              </option>
              {childrenOf(family.key).map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name} · {c.key}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <small id={`${id}-sign-hint`} className={`${styles.muted} ${styles.sliderHint}`}>
          {texts.signHint}
        </small>
        {problem('sign')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-url`} className={styles.sliderLabel}>
          {texts.url}
        </label>
        <input
          id={`${id}-url`}
          className={styles.input}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            forget('url');
          }}
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...field('url')}
        />
        <small id={`${id}-url-hint`} className={`${styles.muted} ${styles.sliderHint}`}>
          {texts.urlHint}
          {sign && isSliderUrl(url.trim()) ? (
            <>
              {' '}
              <span dir="ltr" className={styles.sliderHref}>
                {fill(texts.opens, { href: sliderHref(url.trim(), sign) })}
              </span>
            </>
          ) : null}
        </small>
        {problem('url')}
      </div>
      <fieldset className={styles.field}>
        <legend className={styles.sliderLabel}>{texts.words}</legend>
        <small className={`${styles.muted} ${styles.sliderHint}`}>{texts.wordsHint}</small>
        <LocalizedFields
          fields={[
            { name: 'title', label: texts.title },
            { name: 'subtitle', label: texts.subtitle, rows: 2 },
            { name: 'button', label: texts.button },
          ]}
          values={words}
          onChange={(name, locale: Locale, value) => setWords((current) => ({ ...current, [name]: { ...current[name as keyof typeof current], [locale]: value } }))}
          errorOf={fieldError}
          texts={texts.localized}
        />
      </fieldset>
      <SaveRow state={state} label={item ? texts.save : texts.create} busyLabel={texts.saving} saved={{ text: texts.saved, shown: Boolean(item) }}>
        {onCancel ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {texts.cancel}
          </button>
        ) : null}
      </SaveRow>
      <ReloadProblem state={state} texts={texts}>
        {state.kind === 'failed' ? state.message : null}
      </ReloadProblem>
    </form>
  );
}
