'use client';

import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyOrNothing } from './lazy-or-nothing';
import { setApiFeedback, setApiTranslator, setLocaleGetter, type Translate } from '@/lib/api/feedback';
import type { Messages } from '@/i18n/messages';
import type { FeedbackCall, FeedbackHandle } from './ApiFeedbackUi';

// The toasts, the dialog and their state arrive with the first message to show: most pages never
// show one, and the first load carries only this host (the texts, the locale, the live region).
// A chunk that fails to arrive (often the moment the network fails) leaves the page as it is; the
// messages stay in the queue and the console has them from the API client.
const ApiFeedbackUi = lazyOrNothing(() => import('./ApiFeedbackUi'));

const API_NAMESPACE = 'api.';

type ApiMessages = Messages['api'];

/** `api.status.404` → the text in the `api` messages; `{name}` placeholders filled. Unknown keys come back as they are. */
export function lookupApiMessage(messages: ApiMessages, key: string, values?: Record<string, unknown>): string {
  if (!key.startsWith(API_NAMESPACE)) return key;
  let node: unknown = messages;
  for (const part of key.slice(API_NAMESPACE.length).split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

/**
 * Mounted once in the app layout: gives the API client its toasts, its "Prompt" dialog, its texts
 * (the `api` messages, passed as plain props so pages ship no message formatter) and the locale.
 */
export function ApiFeedback({ children, messages, locale }: { children?: ReactNode; messages: ApiMessages; locale: string }) {
  const region = useRef<HTMLDivElement>(null);
  const pending = useRef<FeedbackCall[]>([]);
  const handle = useRef<FeedbackHandle | null>(null);
  const [wanted, setWanted] = useState(false);

  const translate = useCallback<Translate>((key, values) => lookupApiMessage(messages, key, values), [messages]);
  // During render, not in an effect: a child's first call (its effects run before ours) needs the texts.
  setApiTranslator(translate);

  useEffect(() => {
    // Until the toasts' module has arrived, what is asked for waits in `pending` (it shows it first).
    const forward = (call: FeedbackCall) => {
      const ui = handle.current;
      if (!ui) {
        pending.current.push(call);
        setWanted(true);
      } else if (call.kind === 'toast') ui.toast(call.text, call.options);
      else ui.modal(call.options);
    };
    return setApiFeedback({
      toast: (text, options) => forward({ kind: 'toast', text, options }),
      modal: (options) => forward({ kind: 'modal', options }),
      t: translate,
    });
  }, [translate]);

  useEffect(() => setLocaleGetter(() => locale), [locale]);
  useEffect(() => () => setApiTranslator(null), []);

  return (
    <>
      {children}
      {/* The live region is in the page from the start, so screen readers announce what is added. */}
      <div ref={region} className="toast-region" aria-live="polite" aria-relevant="additions text" />
      {wanted ? (
        <Suspense fallback={null}>
          <ApiFeedbackUi region={region} pending={pending} handle={handle} labels={{ close: messages.close, confirm: messages.confirm }} />
        </Suspense>
      ) : null}
    </>
  );
}

export default ApiFeedback;
