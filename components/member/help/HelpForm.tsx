'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import type { ReplyEnvelope } from '@/lib/api/contract';
import { HELP, MESSAGES } from '@/lib/config';
import { HELP_TOPICS, helpRequestSchema, type HelpSent, type HelpTopic } from '@/lib/api/contract/help';
import { validate } from '@/lib/validation/kit';
import FilePicker from '@/components/member/files/FilePicker';
import FieldFrame from '@/components/member/profile/FieldFrame';
import FormFooter from '@/components/member/profile/FormFooter';
import SelectField from '@/components/member/profile/SelectField';
import { useSave } from '@/components/member/profile/use-save';
import fieldStyles from '@/components/ui/Field.module.css';
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

  // The textarea takes the binding but not its error: the frame shows that, the textarea points at it.
  const { error: messageError, ...messageInput } = save.field('message', message, setMessage);
  return (
    <form ref={formRef} className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby="help-form-title" data-testid="help-form">
      <SelectField label={t('form.topic')} {...save.field('topic', topic, (value) => setTopic(value as HelpTopic))}>
        <option value="">{t('form.chooseTopic')}</option>
        {HELP_TOPICS.map((k) => (
          <option key={k} value={k}>
            {t(`topics.${k}`)}
          </option>
        ))}
      </SelectField>
      <FieldFrame id="help-message" label={t('form.message')} hint={t('form.messageHint')} error={messageError}>
        <textarea
          {...messageInput}
          className={`${fieldStyles.input} ${styles.textarea}`}
          rows={6}
          maxLength={HELP.messageMax}
          placeholder={t('form.messagePlaceholder')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? 'help-message-error' : 'help-message-hint'}
        />
      </FieldFrame>
      <div className={styles.field}>
        <span className={styles.label} id="help-files-label" tabIndex={-1}>
          {t('form.files')}
        </span>
        <FilePicker
          value={files}
          onChange={setFiles}
          max={MESSAGES.maxFiles}
          onBusyChange={setUploading}
          error={save.errors.files}
          labelledBy="help-files-label"
          manageHref={filesHref}
        />
      </div>
      <FormFooter alert={save.alert} busy={save.busy} blocked={uploading} label={t('form.submit')} busyLabel={t('form.sending')} />
    </form>
  );
}
