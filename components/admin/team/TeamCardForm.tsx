'use client';

import { useState, type FormEvent } from 'react';
import { api } from '@/lib/api/client';
import type { StaffProfileView } from '@/lib/api/contract/help';
import { HELP, type Locale } from '@/lib/config';
import ImageUpload, { type UploadedImage } from '../ImageUpload';
import { LocalizedField, type LocalizedFieldsTexts, type LocalizedValues } from '../LocalizedFields';
import { useAdminSave } from '../use-admin-save';
import MemberAvatar from '@/components/member/MemberAvatar';
import adminStyles from '../Admin.module.css';
import styles from './Team.module.css';
import { SaveRow, FormProblem } from '../FormOutcome';

export interface TeamCardTexts {
  displayName: string;
  title: string;
  titleHint: string;
  photo: string;
  upload: string;
  uploading: string;
  removePhoto: string;
  email: string;
  whatsapp: string;
  whatsappHint: string;
  wechat: string;
  wechatHint: string;
  save: string;
  saving: string;
  saved: string;
  disabled: string;
  roles: Record<string, string>;
  localized: LocalizedFieldsTexts;
}

/** A staff member's card as members see it on /user/helpGroup: a preview beside the form. */
/** `note`: how many members this person looks after, or that the card was never saved (worded by the page). */
export default function TeamCardForm({ profile, texts, locale, note }: { profile: StaffProfileView; texts: TeamCardTexts; locale: Locale; note: string }) {
  const { state, run, fieldError } = useAdminSave();
  const [name, setName] = useState(profile.display_name);
  const [title, setTitle] = useState<LocalizedValues>({ ...profile.title });
  const [photo, setPhoto] = useState(profile.photo);
  const [email, setEmail] = useState(profile.email);
  const [whatsapp, setWhatsapp] = useState(profile.whatsapp);
  const [wechat, setWechat] = useState(profile.wechat_id);
  const idOf = (f: string) => `team-${profile.user_id}-${f}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(() =>
      api.put<StaffProfileView>(`/admin/team/${profile.user_id}`, {
        data: { display_name: name, title, photo, email, whatsapp, wechat_id: wechat },
        errorMessageMode: 'none',
      }),
    );
  }

  const field = (
    f: 'display_name' | 'email' | 'whatsapp' | 'wechat_id',
    label: string,
    value: string,
    set: (v: string) => void,
    extra: { type?: string; hint?: string; max: number; ltr?: boolean },
  ) => (
    <div className={adminStyles.field}>
      <label htmlFor={idOf(f)}>
        <span>{label}</span>
      </label>
      <input
        id={idOf(f)}
        className={adminStyles.input}
        name={f}
        type={extra.type ?? 'text'}
        value={value}
        maxLength={extra.max}
        dir={extra.ltr ? 'ltr' : undefined}
        aria-invalid={fieldError(f) ? true : undefined}
        onChange={(e) => set(e.target.value)}
      />
      {extra.hint ? <small className={adminStyles.muted}>{extra.hint}</small> : null}
      {fieldError(f) ? <span className={adminStyles.problem}>{fieldError(f)}</span> : null}
    </div>
  );

  const shownTitle = title[locale] || title.en || title['zh-CN'] || '';
  return (
    <li className={styles.card} data-testid={`team-card-${profile.user_id}`}>
      <div className={styles.preview}>
        {photo ? <img className={styles.photo} src={photo} alt="" width={96} height={96} /> : <MemberAvatar name={name || '?'} size={96} />}
        <p className={styles.name}>{name}</p>
        {shownTitle ? <p className={styles.meta}>{shownTitle}</p> : null}
        <div className={styles.roles}>
          {profile.roles.map((r) => (
            <span key={r} className={styles.role}>
              {texts.roles[r] ?? r}
            </span>
          ))}
          {profile.disabled ? <span className={styles.disabled}>{texts.disabled}</span> : null}
        </div>
        <p className={styles.meta} dir="ltr">
          {profile.account}
        </p>
        <p className={styles.meta}>{note}</p>
      </div>
      <form className={adminStyles.form} onSubmit={submit} aria-busy={state.kind === 'busy'}>
        <div className={styles.grid}>
          {field('display_name', texts.displayName, name, setName, { max: HELP.nameMax })}
          <div className={adminStyles.field} role="group" aria-labelledby={idOf('photo')}>
            <label id={idOf('photo')}>
              <span>{texts.photo}</span>
            </label>
            <div className={styles.photoRow}>
              <ImageUpload<UploadedImage> action="/admin/team/photos" label={texts.upload} busyLabel={texts.uploading} onUploaded={(img) => setPhoto(img.src)} />
              {photo ? (
                <button type="button" className="button button--ghost" onClick={() => setPhoto('')}>
                  {texts.removePhoto}
                </button>
              ) : null}
            </div>
            {fieldError('photo') ? <span className={adminStyles.problem}>{fieldError('photo')}</span> : null}
          </div>
          {field('email', texts.email, email, setEmail, { type: 'email', max: 254, ltr: true })}
          {field('whatsapp', texts.whatsapp, whatsapp, setWhatsapp, { type: 'tel', max: 30, hint: texts.whatsappHint, ltr: true })}
          {field('wechat_id', texts.wechat, wechat, setWechat, { max: HELP.wechatMax, hint: texts.wechatHint, ltr: true })}
        </div>
        <LocalizedField field={{ name: 'title', label: texts.title, hint: texts.titleHint }} value={title} onChange={setTitle} errorOf={fieldError} texts={texts.localized} />
        <SaveRow state={state} label={texts.save} busyLabel={texts.saving} saved={{ text: texts.saved }} />
        <FormProblem state={state} />
      </form>
    </li>
  );
}
