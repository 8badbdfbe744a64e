'use client';

import { useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { AddressView, ReplyEnvelope } from '@/lib/api/contract';
import { ADDRESS_KINDS, type AddressKind } from '@/lib/config';
import type { CountryOption } from '@/lib/countries';
import { ADDRESS_LIMITS, addressSchema, postalCodeRequired, type RegionInput } from '@/lib/api/contract/addresses';
import { validate } from '@/lib/validation/kit';
import FormFooter from '../profile/FormFooter';
import SelectField from '../profile/SelectField';
import TextField from '../profile/TextField';
import { useSave } from '../profile/use-save';
import styles from './Address.module.css';

// The cascade and its data only when a Chinese address is edited.
const RegionPicker = dynamic(() => import('./RegionPicker'), { ssr: false });

export interface AddressDraft {
  kind: AddressKind;
  recipient: string;
  company: string;
  phone: string;
  country: string;
  region: RegionInput | null;
  line1: string;
  line2: string;
  city: string;
  postal_code: string;
  is_default: boolean;
}

export function draftOf(address: AddressView | null, kind: AddressKind, country: string): AddressDraft {
  if (!address) return { kind, recipient: '', company: '', phone: '', country, region: null, line1: '', line2: '', city: '', postal_code: '', is_default: false };
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = address;
  return rest;
}

/**
 * Adds or edits an address: who receives it, the country, then China's cascade and a street line
 * or, elsewhere, address lines, city and postal code. The shared rules run first; the server
 * checks them again (and the region against its data).
 */
export default function AddressForm({
  address,
  kind,
  countries,
  defaultCountry,
  onSaved,
  onCancel,
}: {
  address: AddressView | null;
  kind: AddressKind;
  countries: CountryOption[];
  defaultCountry: string;
  onSaved: (saved: AddressView) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('member.address');
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(address, kind, defaultCountry));
  const save = useSave((f) => `address-${f}`, t('failed'));
  const cn = draft.country === 'CN';
  const set = <K extends keyof AddressDraft>(field: K, value: AddressDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    save.clearField(field);
  };
  const text = (field: 'recipient' | 'company' | 'country' | 'phone' | 'line1' | 'line2' | 'city' | 'postal_code') => save.field(field, draft[field], (value) => set(field, value));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run(validate(addressSchema, draft), async (value) => {
      const reply = (await (address
        ? api.patch<AddressView>(`/user/addresses/${address.id}`, { data: value, errorMessageMode: 'none', isTransformResponse: false })
        : api.post<AddressView>('/user/addresses', { data: value, errorMessageMode: 'none', isTransformResponse: false }))) as ReplyEnvelope<AddressView>;
      onSaved(reply.result);
      return reply.message;
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="address-form-title">
      <h3 id="address-form-title" className={styles.formTitle}>
        {address ? t('editTitle') : t(`addTitle.${draft.kind}`)}
      </h3>
      <fieldset className={styles.kinds}>
        <legend className={styles.label}>{t('kind')}</legend>
        {ADDRESS_KINDS.map((k) => (
          <label key={k} className={styles.kindOption}>
            <input type="radio" name="kind" value={k} checked={draft.kind === k} onChange={() => set('kind', k)} />
            <span>{t(`kinds.${k}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.grid2}>
        <TextField label={t('recipient')} autoComplete="name" maxLength={ADDRESS_LIMITS.recipient} {...text('recipient')} />
        <TextField label={t('company')} autoComplete="organization" maxLength={ADDRESS_LIMITS.company} {...text('company')} />
      </div>
      <div className={styles.grid2}>
        <SelectField label={t('country')} autoComplete="country" {...text('country')}>
          {draft.country === '' ? <option value="">{t('chooseCountry')}</option> : null}
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField
          type="tel"
          ltr
          label={t('phone')}
          autoComplete="tel"
          inputMode="tel"
          maxLength={ADDRESS_LIMITS.phone}
          hint={cn ? t('phoneHintCn') : t('phoneHint')}
          {...text('phone')}
        />
      </div>
      {cn ? (
        <>
          <RegionPicker key={address?.id ?? 'new'} value={draft.region} onChange={(region) => set('region', region)} error={save.errors.region} />
          <TextField label={t('street')} autoComplete="street-address" maxLength={ADDRESS_LIMITS.line} hint={t('streetHint')} {...text('line1')} />
          <TextField ltr label={t('postalCode')} autoComplete="postal-code" inputMode="numeric" maxLength={ADDRESS_LIMITS.postalCode} {...text('postal_code')} />
        </>
      ) : (
        <>
          <TextField label={t('line1')} autoComplete="address-line1" maxLength={ADDRESS_LIMITS.line} {...text('line1')} />
          <TextField label={t('line2')} autoComplete="address-line2" maxLength={ADDRESS_LIMITS.line} {...text('line2')} />
          <div className={styles.grid2}>
            <TextField label={t('city')} autoComplete="address-level2" maxLength={ADDRESS_LIMITS.city} hint={t('cityHint')} {...text('city')} />
            <TextField
              ltr
              label={postalCodeRequired(draft.country) ? t('postalCode') : t('postalCodeOptional')}
              autoComplete="postal-code"
              maxLength={ADDRESS_LIMITS.postalCode}
              {...text('postal_code')}
            />
          </div>
        </>
      )}
      <label className={styles.check}>
        <input type="checkbox" name="is_default" checked={draft.is_default} onChange={(e) => set('is_default', e.target.checked)} />
        <span>{t(`makeDefault.${draft.kind}`)}</span>
      </label>
      <FormFooter alert={save.alert} busy={save.busy} label={t('save')} busyLabel={t('saving')} actionsClassName={styles.actions}>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={save.busy}>
          {t('cancel')}
        </button>
      </FormFooter>
    </form>
  );
}
