'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { api, isApiError } from '@/lib/api/client';
import { getApiFeedback } from '@/lib/api/feedback';
import type { AddressView, ReplyEnvelope } from '@/lib/api/contract';
import { ADDRESS_KINDS, type AddressKind } from '@/lib/config';
import type { CountryOption } from '@/lib/countries';
import { Dialog } from '@/components/ui/Dialog';
import AddressForm from './AddressForm';
import styles from './Address.module.css';

type Editing = { kind: AddressKind; address: AddressView | null } | null;

/** The lines of an address as a label shows them: China from the province down, elsewhere lines, city, country. */
function linesOf(a: AddressView, countryName: (code: string) => string): string[] {
  if (a.region) {
    const { province, city, area } = a.region;
    const place = province.name === city.name ? `${province.name}${area.name}` : `${province.name}${city.name}${area.name}`;
    return [`${place} ${a.line1}`, [a.postal_code, countryName(a.country)].filter(Boolean).join(' · ')];
  }
  return [a.line1, a.line2, [a.postal_code, a.city].filter(Boolean).join(' '), countryName(a.country)].filter(Boolean);
}

/**
 * /user/Address: the member's ship-to and bill-to addresses, a section each, its default first
 * and marked; add, edit (the form in place of the list), make default, delete (after a
 * confirmation). Every change is the server's answer, not a guess.
 */
export default function AddressBook({ initial, countries, defaultCountry }: { initial: AddressView[]; countries: CountryOption[]; defaultCountry: string }) {
  const t = useTranslations('member.address');
  const [list, setList] = useState(initial);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AddressView | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const names = new Map(countries.map((c) => [c.code, c.name]));
  const countryName = (code: string) => names.get(code) ?? code;

  const reload = async () => setList(await api.get<AddressView[]>('/user/addresses', { errorMessageMode: 'none' }));
  const act = async (id: number, call: () => Promise<ReplyEnvelope<unknown>>) => {
    setBusy(id);
    try {
      const reply = await call();
      getApiFeedback().toast(reply.message, { kind: 'success' });
      await reload();
    } catch (error) {
      getApiFeedback().toast(isApiError(error) && error.message ? error.message : t('failed'), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };
  const makeDefault = (a: AddressView) =>
    act(a.id, () => api.post(`/user/addresses/${a.id}/default`, { errorMessageMode: 'none', isTransformResponse: false }) as Promise<ReplyEnvelope<unknown>>);
  const remove = (a: AddressView) => {
    setDeleting(null);
    void act(a.id, () => api.delete(`/user/addresses/${a.id}`, { errorMessageMode: 'none', isTransformResponse: false }) as Promise<ReplyEnvelope<unknown>>);
  };
  // Adding and editing show the same form: saved, it closes and the list is read again.
  const formFor = (address: AddressView | null, kind: AddressKind) => (
    <AddressForm
      address={address}
      kind={kind}
      countries={countries}
      defaultCountry={defaultCountry}
      onSaved={() => {
        setEditing(null);
        void reload();
      }}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <div className={styles.book}>
      {ADDRESS_KINDS.map((kind) => {
        const mine = list.filter((a) => a.kind === kind);
        const adding = editing?.kind === kind && editing.address === null;
        return (
          <section key={kind} className={styles.section} aria-labelledby={`addresses-${kind}`} data-kind={kind}>
            <div className={styles.sectionHead}>
              <h2 id={`addresses-${kind}`}>{t(`sections.${kind}`)}</h2>
              {!adding ? (
                <button type="button" className="button button--ghost" onClick={() => setEditing({ kind, address: null })}>
                  + {t('add')}
                </button>
              ) : null}
            </div>
            {adding ? <div className={styles.formCard}>{formFor(null, kind)}</div> : null}
            {mine.length === 0 && !adding ? <p className={styles.empty}>{t(`empty.${kind}`)}</p> : null}
            <ul className={styles.cards}>
              {mine.map((a) =>
                editing?.address?.id === a.id ? (
                  <li key={a.id} className={`${styles.formCard} ${styles.wide}`}>
                    {formFor(a, a.kind)}
                  </li>
                ) : (
                  <li key={a.id} className={`${styles.card} ${a.is_default ? styles.isDefault : ''}`} data-address={a.id} aria-busy={busy === a.id || undefined}>
                    <div className={styles.cardHead}>
                      <strong className={styles.recipient}>
                        <bdi>{a.recipient}</bdi>
                      </strong>
                      {a.is_default ? <span className={styles.defaultBadge}>{t('default')}</span> : null}
                    </div>
                    {a.company ? (
                      <p className={styles.company}>
                        <bdi>{a.company}</bdi>
                      </p>
                    ) : null}
                    <p className={styles.phone} dir="ltr">
                      {a.phone}
                    </p>
                    <address className={styles.lines}>
                      {linesOf(a, countryName).map((line, i) => (
                        <span key={i}>{line}</span>
                      ))}
                    </address>
                    <div className={styles.cardActions}>
                      <button type="button" className={styles.textButton} onClick={() => setEditing({ kind: a.kind, address: a })} aria-label={t('editOf', { name: a.recipient })}>
                        {t('edit')}
                      </button>
                      {!a.is_default ? (
                        <button
                          type="button"
                          className={styles.textButton}
                          disabled={busy !== null}
                          onClick={() => void makeDefault(a)}
                          aria-label={t('makeDefaultOf', { name: a.recipient })}
                        >
                          {t('setDefault')}
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className={`${styles.textButton} ${styles.danger}`}
                        disabled={busy !== null}
                        onClick={() => setDeleting(a)}
                        aria-label={t('deleteOf', { name: a.recipient })}
                      >
                        {t('delete')}
                      </button>
                    </div>
                  </li>
                ),
              )}
            </ul>
          </section>
        );
      })}
      <Dialog
        open={deleting !== null}
        title={t('deleteTitle')}
        tone="warning"
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? t('deleteText', { name: deleting.recipient }) : null}</p>
      </Dialog>
    </div>
  );
}
