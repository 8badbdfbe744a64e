'use client';

import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Design, DesignProduct } from '@/lib/api/contract/designs';
import { api, isApiError } from '@/lib/api/client';
import { getApiFeedback } from '@/lib/api/feedback';
import { DESIGN_LIMITS, isLogoPlacement, isPrintMethod, LOGO_PLACEMENTS, PRINT_METHODS, designChangeSchema, designSchema } from '@/lib/api/contract/designs';
import { characterCount, validate } from '@/lib/validation/kit';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import { useFieldErrorText } from '@/components/ui/use-field-error-text';
import { intoSetters, useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import FilePicker from '@/components/member/files/FilePicker';
import fieldStyles from '@/components/ui/Field.module.css';
import ColourChoice from './ColourChoice';
import DesignBase from './DesignBase';
import DesignSummary from './DesignSummary';
import QuoteRequestDialog from './QuoteRequestDialog';
import PriceEstimate from './PriceEstimate';
import styles from './Designs.module.css';

/*
 * The design editor (/product/editProduct/{id}, new: /product/editProduct/new?product={id}): the
 * base product, the fields (suggestions from the product's specs, choices plus the member's own
 * words), artwork from the member's files or uploaded on the spot, a live summary, save (a stale
 * page is told so: 409) and "Request a quote" (saves first, then ORDERS' POST /orders).
 */

const OTHER = 'other';
const FIELD_ORDER = ['name', 'size', 'material', 'colours', 'print_method', 'logo_placement', 'files', 'quantity', 'notes'] as const;

interface Hrefs {
  product: string;
  designs: string;
  /** The editor of a saved design, by id. */
  edit: string;
  /** The member's order page, by id (without it). */
  order: string;
  /** The member's file area. */
  files: string;
}

function choiceOf(value: string, known: (v: string) => boolean): { choice: string; other: string } {
  if (!value) return { choice: '', other: '' };
  return known(value) ? { choice: value, other: '' } : { choice: OTHER, other: value };
}

export default function DesignEditor({ design: initial, product, hrefs }: { design: Design | null; product: DesignProduct | null; hrefs: Hrefs }) {
  const t = useTranslations('member.designs');
  const errorText = useFieldErrorText();
  const [design, setDesign] = useState<Design | null>(initial);
  const [name, setName] = useState(initial?.name ?? '');
  const [size, setSize] = useState(initial?.size ?? product?.size ?? '');
  const [material, setMaterial] = useState(initial?.material ?? product?.material ?? '');
  const [colours, setColours] = useState<string[]>(initial?.colours ?? []);
  const initialPrint = choiceOf(initial?.print_method ?? '', isPrintMethod);
  const [printChoice, setPrintChoice] = useState(initialPrint.choice);
  const [printOther, setPrintOther] = useState(initialPrint.other);
  const initialPlacement = choiceOf(initial?.logo_placement ?? '', isLogoPlacement);
  const [placeChoice, setPlaceChoice] = useState(initialPlacement.choice);
  const [placeOther, setPlaceOther] = useState(initialPlacement.other);
  const [files, setFiles] = useState<string[]>(initial?.files.map((f) => f.handle) ?? []);
  const [quantity, setQuantity] = useState(initial?.quantity ? String(initial.quantity) : product ? String(product.moq) : '');
  const [notes, setNotes] = useState(initial?.notes ?? '');
  // The price options ticked in the estimate: the quote request carries them.
  const [priceOptions, setPriceOptions] = useState<number[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<{ text: string; stale?: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(initial === null);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // A slow phone: what was typed before the script arrived becomes the design (not the product's name).
  useTypedBeforeHydration(formRef, (typed) => {
    intoSetters({
      name: setName,
      size: setSize,
      material: setMaterial,
      print_method: setPrintChoice,
      print_method_other: setPrintOther,
      logo_placement: setPlaceChoice,
      logo_placement_other: setPlaceOther,
      quantity: setQuantity,
      notes: setNotes,
    })(typed);
    setDirty(true);
  });

  const edit =
    <A extends unknown[]>(set: (...args: A) => void, field?: string) =>
    (...args: A) => {
      set(...args);
      setDirty(true);
      if (field && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
    };

  const printMethod = printChoice === OTHER ? printOther.trim() : printChoice;
  const logoPlacement = placeChoice === OTHER ? placeOther.trim() : placeChoice;
  const amount = /^\s*\d{1,7}\s*$/.test(quantity) ? Number(quantity) : null;
  const belowMoq = product !== null && amount !== null && amount > 0 && amount < product.moq;
  const payload = useMemo(
    () => ({ name, size, material, colours, print_method: printMethod, logo_placement: logoPlacement, quantity: quantity.trim(), notes, files }),
    [name, size, material, colours, printMethod, logoPlacement, quantity, notes, files],
  );

  function showErrors(found: Record<string, string>) {
    const known: Record<string, string> = {};
    const others: string[] = [];
    for (const [field, message] of Object.entries(found)) {
      if ((FIELD_ORDER as readonly string[]).includes(field)) known[field] = message;
      else others.push(message);
    }
    setErrors(known);
    setAlert(others.length ? { text: others.join(' ') } : null);
    const first = FIELD_ORDER.find((f) => known[f]);
    if (first) document.getElementById(`design-${first}`)?.focus();
  }

  /** Saves; resolves the saved design, or null when it was refused (the errors are shown). */
  async function save(): Promise<Design | null> {
    if (saving) return null;
    setAlert(null);
    const checked = design ? validate(designChangeSchema, { ...payload, updated_at: design.updated_at }) : validate(designSchema, { ...payload, product_id: product?.id });
    if (!checked.ok) {
      showErrors(Object.fromEntries(Object.entries(checked.errors).map(([f, e]) => [f, errorText(e)])));
      return null;
    }
    setSaving(true);
    try {
      const saved = design
        ? await api.patch<Design>(`/designs/${design.id}`, { data: { ...payload, updated_at: design.updated_at }, errorMessageMode: 'none' })
        : await api.post<Design>('/designs', { data: { ...payload, product_id: product?.id }, errorMessageMode: 'none' });
      setErrors({});
      setDirty(false);
      setDesign(saved);
      setName(saved.name);
      getApiFeedback().toast(t('saved'), { kind: 'success' });
      // A new design gets its own address (a reload opens it, not a new one).
      if (!design) window.history.replaceState(null, '', `${hrefs.edit}${saved.id}`);
      return saved;
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) showErrors(error.fieldErrors);
      else if (isApiError(error) && error.httpStatus === 409) setAlert({ text: error.message, stale: true });
      else setAlert({ text: isApiError(error) ? error.message : t('saveFailed') });
      return null;
    } finally {
      setSaving(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  async function requestQuote() {
    const saved = dirty || !design ? await save() : design;
    if (saved) setQuoteOpen(true);
  }

  const field = (key: string) => ({
    id: `design-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `design-${key}-error` : undefined,
  });
  const error = (key: string) => (errors[key] ? <FieldErrorText id={`design-${key}-error`} text={errors[key]} /> : null);
  const title = design?.name || product?.name || t('untitled');

  return (
    <div className={styles.editor}>
      {/* method="post": a press before the script has arrived reloads this address (a GET would drop ?product=). */}
      <form ref={formRef} id="design-form" className={styles.form} method="post" onSubmit={onSubmit} noValidate>
        <DesignBase product={product} productHref={hrefs.product} />

        <fieldset className={styles.group}>
          <legend>{t('groupBasics')}</legend>
          <label className={styles.label} htmlFor="design-name">
            {t('name')}
          </label>
          <input
            {...field('name')}
            name="name"
            className={fieldStyles.input}
            value={name}
            placeholder={product?.name}
            maxLength={DESIGN_LIMITS.name + 20}
            onChange={(e) => edit(setName, 'name')(e.target.value)}
          />
          <p className={styles.hint}>{t('nameHint')}</p>
          {error('name')}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('groupSpecs')}</legend>
          <div className={styles.pair}>
            <div>
              <label className={styles.label} htmlFor="design-size">
                {t('size')}
              </label>
              <input {...field('size')} name="size" className={fieldStyles.input} list="design-size-options" value={size} onChange={(e) => edit(setSize, 'size')(e.target.value)} />
              <datalist id="design-size-options">{product?.size && <option value={product.size} />}</datalist>
              <p className={styles.hint}>{t('sizeHint')}</p>
              {error('size')}
            </div>
            <div>
              <label className={styles.label} htmlFor="design-material">
                {t('material')}
              </label>
              <input
                {...field('material')}
                name="material"
                className={fieldStyles.input}
                list="design-material-options"
                value={material}
                onChange={(e) => edit(setMaterial, 'material')(e.target.value)}
              />
              <datalist id="design-material-options">{product?.material && <option value={product.material} />}</datalist>
              <p className={styles.hint}>{t('materialHint')}</p>
              {error('material')}
            </div>
          </div>
        </fieldset>

        <ColourChoice colours={colours} onChange={edit(setColours, 'colours')} error={error('colours')} />

        <fieldset className={styles.group}>
          <legend>{t('groupDecoration')}</legend>
          <div className={styles.pair}>
            <div>
              <label className={styles.label} htmlFor="design-print_method">
                {t('printMethod')}
              </label>
              <select
                {...field('print_method')}
                name="print_method"
                className={fieldStyles.input}
                value={printChoice}
                onChange={(e) => edit(setPrintChoice, 'print_method')(e.target.value)}
              >
                <option value="">{t('notDecided')}</option>
                {PRINT_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(`printMethods.${m}`)}
                  </option>
                ))}
                <option value={OTHER}>{t('otherMethod')}</option>
              </select>
              {printChoice === OTHER && (
                <input
                  name="print_method_other"
                  className={`${fieldStyles.input} ${styles.other}`}
                  aria-label={t('otherMethodLabel')}
                  placeholder={t('otherMethodLabel')}
                  value={printOther}
                  onChange={(e) => edit(setPrintOther, 'print_method')(e.target.value)}
                />
              )}
              {product && product.customization.length > 0 && <p className={styles.hint}>{t('productOptions', { options: product.customization.join(' · ') })}</p>}
              {error('print_method')}
            </div>
            <div>
              <label className={styles.label} htmlFor="design-logo_placement">
                {t('logoPlacement')}
              </label>
              <select
                {...field('logo_placement')}
                name="logo_placement"
                className={fieldStyles.input}
                value={placeChoice}
                onChange={(e) => edit(setPlaceChoice, 'logo_placement')(e.target.value)}
              >
                <option value="">{t('notDecided')}</option>
                {LOGO_PLACEMENTS.map((p) => (
                  <option key={p} value={p}>
                    {t(`placements.${p}`)}
                  </option>
                ))}
                <option value={OTHER}>{t('otherPlacement')}</option>
              </select>
              {placeChoice === OTHER && (
                <input
                  name="logo_placement_other"
                  className={`${fieldStyles.input} ${styles.other}`}
                  aria-label={t('otherPlacementLabel')}
                  placeholder={t('otherPlacementLabel')}
                  value={placeOther}
                  onChange={(e) => edit(setPlaceOther, 'logo_placement')(e.target.value)}
                />
              )}
              {error('logo_placement')}
            </div>
          </div>
        </fieldset>

        <fieldset className={styles.group} id="design-files" tabIndex={-1}>
          <legend id="design-files-legend">{t('artwork')}</legend>
          <p className={styles.hint}>{t('artworkHint')}</p>
          <FilePicker
            value={files}
            onChange={edit(setFiles, 'files')}
            known={initial?.files ?? []}
            max={DESIGN_LIMITS.files}
            onBusyChange={setUploading}
            error={errors.files}
            labelledBy="design-files-legend"
            manageHref={hrefs.files}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('groupOrder')}</legend>
          <label className={styles.label} htmlFor="design-quantity">
            {t('quantity')}
          </label>
          <input
            {...field('quantity')}
            name="quantity"
            className={`${fieldStyles.input} ${fieldStyles.ltr} ${styles.quantity}`}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => edit(setQuantity, 'quantity')(e.target.value)}
          />
          {product && <p className={styles.hint}>{t('moqHint', { moq: product.moq })}</p>}
          {belowMoq && (
            <p className={styles.warning} role="status">
              {t('belowMoq', { moq: product!.moq })}
            </p>
          )}
          {error('quantity')}
          {product?.price ? <PriceEstimate price={product.price} quantity={amount} chosen={priceOptions} onChoose={setPriceOptions} /> : null}
          <label className={styles.label} htmlFor="design-notes">
            {t('notes')}
          </label>
          <textarea
            {...field('notes')}
            name="notes"
            className={`${fieldStyles.input} ${styles.textarea}`}
            rows={5}
            value={notes}
            placeholder={t('notesPlaceholder')}
            onChange={(e) => edit(setNotes, 'notes')(e.target.value)}
          />
          <p className={styles.counter}>{t('characters', { count: characterCount(notes), max: DESIGN_LIMITS.notes - 1 })}</p>
          {error('notes')}
        </fieldset>
      </form>

      <DesignSummary
        product={product}
        design={design}
        values={{ name, title, size, material, colours, printMethod, logoPlacement, fileCount: files.length, amount }}
        belowMoq={belowMoq}
        alert={alert}
        saving={saving}
        uploading={uploading}
        dirty={dirty}
        onRequestQuote={() => void requestQuote()}
        designsHref={hrefs.designs}
      />
      {design && (
        <QuoteRequestDialog
          open={quoteOpen}
          designId={design.id}
          designName={design.name}
          quantity={design.quantity}
          price={product?.price ?? null}
          priceOptions={priceOptions}
          orderHref={(id) => `${hrefs.order}${id}`}
          onClose={() => setQuoteOpen(false)}
        />
      )}
    </div>
  );
}
