'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { UserInfo } from '@/lib/api/contract';
import { AUTH } from '@/lib/config';
import { send } from './send';
import TextField from './TextField';
import { useCountdown } from './use-countdown';

/**
 * The code step both contact changes share (the e-mail address, the mobile number): the code
 * typed, the wait before another may be asked for, asking the server to send one (`${base}/code`)
 * and confirming the change with it (`${base}`), whose answer is the member's new profile.
 * Both give the server's message back for the save's toast.
 */
export function useCodeStep(base: '/user/email' | '/user/phone', onSaved: (user: UserInfo) => void) {
  const [code, setCode] = useState('');
  const [wait, setWait] = useCountdown();
  const ask = async (value: unknown) => {
    const reply = await send<{ resend_after: number }>('post', `${base}/code`, value);
    setWait(reply.result.resend_after);
    return reply.message;
  };
  /** `done` empties the form's own fields once the change is saved. */
  const confirm = async (value: unknown, done: () => void) => {
    const reply = await send<UserInfo>('post', base, value);
    done();
    setCode('');
    onSaved(reply.result);
    return reply.message;
  };
  return { code, setCode, wait, ask, confirm };
}

/** The field the sent code is typed into (digits, left to right, filled in from the message where the phone offers it). */
export function CodeField(props: { id: string; name: string; value: string; error?: string; onChange: (event: { target: { value: string } }) => void }) {
  const t = useTranslations('member.profile');
  return <TextField {...props} ltr label={t('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={AUTH.code.length} />;
}
