'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/api/client';
import { collegeSubmissionSchema, type MyCollege } from '@/lib/api/contract/college';
import type { ReplyEnvelope } from '@/lib/api/contract';
import { COLLEGE, COLLEGE_ROLES, type CollegeRole } from '@/lib/config';
import { validate } from '@/lib/validation/kit';
import FilePicker from '@/components/member/files/FilePicker';
import FormFooter from '@/components/member/profile/FormFooter';
import TextField from '@/components/member/profile/TextField';
import { useSave } from '@/components/member/profile/use-save';
import { FieldErrorText } from '@/components/ui/FieldErrorText';
import { useTypedBeforeHydration } from '@/components/ui/typed-before-hydration';
import columns from '@/components/member/MemberColumns.module.css';
import styles from './College.module.css';

/**
 * The request form: the school, the role there, the ID number and the document (one of the
 * member's files, or uploaded on the spot). The shared rules run first; the server checks them
 * again and that the file is the member's own. On success the page is read again from the server.
 */
export default function CollegeForm({ renewal, filesHref, initial }: { renewal: boolean; filesHref: string; initial?: { school: string; role: CollegeRole } }) {
  const t = useTranslations('member.college');
  const router = useRouter();
  const [school, setSchool] = useState(initial?.school ?? '');
  const [role, setRole] = useState<CollegeRole | ''>(initial?.role ?? '');
  const [idNumber, setIdNumber] = useState('');
  const [documents, setDocuments] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Typed before the script arrived: into the state as the form hydrates (a later render would empty the fields).
  useTypedBeforeHydration(formRef, ({ values: typed }) => {
    if (typed.school !== undefined) setSchool(typed.school);
    if (typed.id_number !== undefined) setIdNumber(typed.id_number);
    const typedRole = COLLEGE_ROLES.find((r) => r === typed.role);
    if (typedRole) setRole(typedRole);
  });
  const save = useSave((f) => (f === 'document' ? 'college-document-label' : `college-${f}`), t('failed'));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const raw = { school, role, id_number: idNumber, document: documents[0] ?? '' };
    void save.run(validate(collegeSubmissionSchema, raw), async (value) => {
      const reply = (await api.post<MyCollege>('/user/college', { data: value, errorMessageMode: 'none', isTransformResponse: false })) as ReplyEnvelope<MyCollege>;
      router.refresh();
      return reply.message;
    });
  };

  return (
    <form ref={formRef} className={styles.form} method="post" onSubmit={submit} noValidate aria-labelledby="college-form-title" data-testid="college-form">
      <h2 id="college-form-title" className={columns.cardTitle}>
        {renewal ? t('form.renewTitle') : t('form.title')}
      </h2>
      <TextField {...save.field('school', school, setSchool)} label={t('form.school')} hint={t('form.schoolHint')} autoComplete="organization" maxLength={COLLEGE.schoolMax} />
      <fieldset className={styles.roles} aria-describedby={save.errors.role ? 'college-role-error' : undefined}>
        <legend className={styles.label} id="college-role" tabIndex={-1}>
          {t('form.role')}
        </legend>
        {COLLEGE_ROLES.map((r) => (
          <label key={r} className={styles.role}>
            <input
              type="radio"
              name="role"
              value={r}
              checked={role === r}
              onChange={() => {
                setRole(r);
                save.clearField('role');
              }}
            />
            <span>{t(`roles.${r}`)}</span>
          </label>
        ))}
        {save.errors.role ? <FieldErrorText id="college-role-error" text={save.errors.role} /> : null}
      </fieldset>
      <TextField
        {...save.field('id_number', idNumber, setIdNumber)}
        label={t('form.idNumber')}
        hint={t('form.idNumberHint')}
        autoComplete="off"
        ltr
        maxLength={COLLEGE.idNumberMax}
      />
      <div className={styles.field}>
        <span className={styles.label} id="college-document-label" tabIndex={-1}>
          {t('form.document')}
        </span>
        <p className={styles.hint}>{t('form.documentHint')}</p>
        <FilePicker
          value={documents}
          onChange={(next) => {
            setDocuments(next.slice(-1));
            save.clearField('document');
          }}
          max={1}
          onBusyChange={setUploading}
          error={save.errors.document}
          labelledBy="college-document-label"
          manageHref={filesHref}
        />
      </div>
      <FormFooter alert={save.alert} busy={save.busy} blocked={uploading} label={t('form.submit')} busyLabel={t('form.sending')} />
      <p className={styles.note}>{t('form.privacy')}</p>
    </form>
  );
}
