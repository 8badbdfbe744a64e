'use client';

import { useTranslations } from 'next-intl';
import { AUTH } from '@/lib/config';
import { PasswordField, type TextFieldProps } from './AuthFields';

// A module of its own: the 'server.field' messages it reads are given only to the pages that register or
// reset a password (the social login pages share AuthFields without them).

/** What a form's `field(…)` hands a field: its id, name, value, error and setter. */
type BoundField = Pick<TextFieldProps, 'id' | 'name' | 'value' | 'onChange' | 'error'>;

/**
 * A new password and its repetition (registration, password reset): the length rule as the first
 * one's hint, both marked new-password so the browser offers to generate and keep one.
 */
export function NewPasswordFields({ password, again, label }: { password: BoundField; again: BoundField; label: string }) {
  const t = useTranslations('member.form');
  const tField = useTranslations('server.field');
  return (
    <>
      <PasswordField
        {...password}
        label={label}
        placeholder={t('passwordPlaceholder')}
        autoComplete="new-password"
        hint={tField('passwordLength', { min: AUTH.passwordMin, max: AUTH.passwordMax })}
      />
      <PasswordField {...again} label={t('passwordConfirm')} placeholder={t('passwordConfirmPlaceholder')} autoComplete="new-password" />
    </>
  );
}
