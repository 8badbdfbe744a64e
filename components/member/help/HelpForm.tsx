'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { ReplyEnvelope } from '@/lib/api/contract';
import { HELP, MESSAGES } from '@/lib/config';
import { HELP_TOPICS, helpRequestSchema, type HelpSent, type HelpTopic } from '@/lib/api/contract/help';
import { validate } from '@/lib/validation/kit';
import FilePicker from '@/components/member/files/FilePicker';
import { useSave } from '@/components/member/profile/use-save';
import fieldStyles from '@/components/ui/Field.module.css';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import styles from './Help.module.css';

/**
 * "Get help": a topic, a message and optional files, sent into the member's general conversation
 * with the business (the topic as its first line); then a link to read the answer in Messages.
 */
export default function HelpForm({ messagesHref, filesHref }: { messagesHref: string; filesHref: string }) {
  const t = useTranslations('member.help');
  const [topic, setTopic] = useState<HelpTopic | ''>('');
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sent, setSent] = useState<HelpSent | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, ({ values: typed }) => {
    const typedTopic = HELP_TOPICS.find((k) => k === typed.topic);
    if (typedTopic) setTopic(typedTopic);
    if (typed.message !== undefined) setMessage(typed.message);
  });
  const save = useSave((f) => (f === 'files' ? 'help-files-label' : `help-${f}`), t('form.failed'));
  const sentRef = useRef<HTMLDivElement>(null);
  // The form is replaced by the confirmation: focus follows it, so keyboard and screen readers land there.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run(validate(helpRequestSchema, { topic, message, files }), async (value) => {
      const reply = (await api.post<HelpSent>('/user/help', { data: value, errorMessageMode: 'none', isTransformResponse: false })) as ReplyEnvelope<HelpSent>;
      setSent(reply.result);
      setTopic('');
      setMessage('');
      setFiles([]);
      return reply.message;
    });
  };

  if (sent) {
    return (
      <div ref={sentRef} tabIndex={-1} className={styles.sent} role="status" data-testid="help-sent">
        <p>{t('form.sentText')}</p>
        <div className={styles.actions}>
          <a className="button" href={`${messagesHref}?thread=${sent.thread_id}`}>
            {t('form.openMessages')}
          </a>
          <button type="button" className="button button--ghost" onClick={() => setSent(null)}>
            {t('form.another')}
          </button>
        </div>
      </div>
    );
  }

  const errorOf = (f: string) => save.errors[f];
  return (
    <form ref={formRef} className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby="help-form-title" data-testid="help-form">
      <div className={styles.field}>
        <label htmlFor="help-topic" className={styles.label}>
          {t('form.topic')}
        </label>
        <select
          id="help-topic"
          name="topic"
          className={fieldStyles.input}
          value={topic}
          aria-invalid={errorOf('topic') ? true : undefined}
          aria-describedby={errorOf('topic') ? 'help-topic-error' : undefined}
          onChange={(e) => {
            setTopic(e.target.value as HelpTopic);
            save.clearField('topic');
          }}
        >
          <option value="">{t('form.chooseTopic')}</option>
          {HELP_TOPICS.map((k) => (
            <option key={k} value={k}>
              {t(`topics.${k}`)}
            </option>
          ))}
        </select>
        {errorOf('topic') ? <FieldErrorText id="help-topic-error" text={errorOf('topic')!} /> : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="help-message" className={styles.label}>
          {t('form.message')}
        </label>
        <textarea
          id="help-message"
          name="message"
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={6}
          maxLength={HELP.messageMax}
          value={message}
          placeholder={t('form.messagePlaceholder')}
          aria-invalid={errorOf('message') ? true : undefined}
          aria-describedby={errorOf('message') ? 'help-message-error' : 'help-message-hint'}
          onChange={(e) => {
            setMessage(e.target.value);
            save.clearField('message');
          }}
        />
        <p id="help-message-hint" className={styles.hint}>
          {t('form.messageHint')}
        </p>
        {errorOf('message') ? <FieldErrorText id="help-message-error" text={errorOf('message')!} /> : null}
      </div>
      <div className={styles.field}>
        <span className={styles.label} id="help-files-label" tabIndex={-1}>
          {t('form.files')}
        </span>
        <FilePicker
          value={files}
          onChange={setFiles}
          max={MESSAGES.maxFiles}
          onBusyChange={setUploading}
          error={errorOf('files')}
          labelledBy="help-files-label"
          manageHref={filesHref}
        />
      </div>
      {save.alert ? (
        <p className={styles.alert} role="alert">
          {save.alert}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={save.busy || uploading}>
          {save.busy ? t('form.sending') : t('form.submit')}
        </button>
      </div>
    </form>
  );
}
