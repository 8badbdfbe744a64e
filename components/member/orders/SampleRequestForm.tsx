'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import { ORDER_NOTE_MAX } from '@/lib/api/contract/orders';
import { sampleRequestSchema, type MemberSamples } from '@/lib/api/contract/samples';
import { SAMPLE_REQUESTS } from '@/lib/config';
import { validate } from '@/lib/validation/kit';
import fieldStyles from '@/components/ui/Field.module.css';
import FieldFrame from '@/components/member/profile/FieldFrame';
import FormFooter from '@/components/member/profile/FormFooter';
import SelectField from '@/components/member/profile/SelectField';
import TextField from '@/components/member/profile/TextField';
import { useSave } from '@/components/member/profile/use-save';
import type { ShipToOption } from './ShipToPicker';
import styles from './Samples.module.css';

/**
 * Ask for a pre-production sample of the order: how many pieces (1 to SAMPLE_REQUESTS.maxQuantity),
 * to which of the member's ship-to addresses, and a note. The shared rules run first, the server
 * checks them again; on success the page is read again from the server.
 */
export default function SampleRequestForm({ orderId, options, preferred }: { orderId: number; options: ShipToOption[]; preferred: number | null }) {
  const t = useTranslations('member.orders.samples');
  const router = useRouter();
  const start = preferred ?? options.find((o) => o.is_default)?.id ?? options[0]?.id ?? '';
  const [quantity, setQuantity] = useState('1');
  const [address, setAddress] = useState(String(start));
  const [note, setNote] = useState('');
  const save = useSave((f) => `sample-${f}`, t('failed'));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run(validate(sampleRequestSchema, { quantity, address_id: address, note }), async () => {
      const reply = await api.post<MemberSamples>(`/orders/${orderId}/samples`, {
        data: { quantity: Number(quantity), address_id: Number(address), note },
        errorMessageMode: 'none',
        isTransformResponse: false,
      });
      router.refresh();
      return reply.message;
    });
  };
  const { error: noteError, ...noteField } = save.field('note', note, setNote);

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate aria-label={t('formTitle')} data-testid="sample-form">
      <TextField
        {...save.field('quantity', quantity, setQuantity)}
        label={t('quantity')}
        hint={t('quantityHint', { max: SAMPLE_REQUESTS.maxQuantity })}
        type="number"
        inputMode="numeric"
        min={1}
        max={SAMPLE_REQUESTS.maxQuantity}
        ltr
      />
      <SelectField {...save.field('address_id', address, setAddress)} label={t('address')}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.is_default ? `${o.label} (${t('default')})` : o.label}
          </option>
        ))}
      </SelectField>
      <FieldFrame id={noteField.id} label={t('note')} error={noteError}>
        <textarea {...noteField} className={fieldStyles.input} rows={3} maxLength={ORDER_NOTE_MAX} aria-invalid={noteError ? true : undefined} />
      </FieldFrame>
      <FormFooter alert={save.alert} busy={save.busy} label={t('submit')} busyLabel={t('sending')} />
    </form>
  );
}
