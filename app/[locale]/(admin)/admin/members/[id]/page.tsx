import Link from 'next/link';
import { notFound } from 'next/navigation';
import { STAFF_ROLES } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { adminTranslator } from '@/i18n/admin';
import { localizedPath } from '@/i18n/paths';
import { MEMBER_ROLE_GRANT_ROLES, MEMBER_STAFF_ROLES } from '@/lib/api/contract/members-admin';
import { pageActorHas } from '@/lib/server/http/page';
import { guardStaffRecordPage } from '@/lib/server/http/record-page';
import { keyedTexts } from '@/lib/keyed-texts';
import { staffMember } from '@/lib/server/members/pages';
import { MemberAccess, MemberRoles } from '@/components/admin/MemberActions';
import StatusBadge from '@/components/admin/StatusBadge';
import FilesSection from '@/components/admin/member-sections/FilesSection';
import OrdersSection from '@/components/admin/member-sections/OrdersSection';
import DesignsSection from '@/components/admin/member-sections/DesignsSection';
import AddressesSection from '@/components/admin/member-sections/AddressesSection';
import StatementSection from '@/components/admin/member-sections/StatementSection';
import CollegeSection from '@/components/admin/member-sections/CollegeSection';
import AccountManagerSection from '@/components/admin/member-sections/AccountManagerSection';
import LevelSection from '@/components/admin/member-sections/LevelSection';
import styles from '@/components/admin/Admin.module.css';

type Props = { params: Promise<{ locale: string; id: string }> };

/** /admin/members/{id}: the profile, linked WeChat/QQ, sign-ins and leads; disable / enable; staff roles (admins). */
export default async function MemberPage({ params }: Props) {
  const { locale, id } = await guardStaffRecordPage(params, '/admin/members', MEMBER_STAFF_ROLES);
  const found = await staffMember(id);
  if (!found) notFound();
  const { member, self } = found;
  const [t, tRoles, tStatus, isAdmin] = await Promise.all([
    adminTranslator(locale, 'member'),
    adminTranslator(locale, 'roles'),
    adminTranslator(locale, 'status'),
    pageActorHas(MEMBER_ROLE_GRANT_ROLES),
  ]);
  const when = (iso: string) => formatDateTime(new Date(iso));
  const none = <span className={styles.muted}>{t('none')}</span>;
  const name = member.nickname || member.account || `#${member.id}`;
  const staffRoles = STAFF_ROLES.filter((role) => member.roles.includes(role));
  const refusal = self ? t('yourself') : staffRoles.length > 0 && !isAdmin ? t('staffNeedsAdmin') : null;
  const roleNames = keyedTexts(STAFF_ROLES, (role) => tRoles(role));
  const now = Date.now();
  const target = { id: member.id, disabled: member.disabled, roles: member.roles, updated_at: member.updated_at };
  const reloadTexts = keyedTexts(['conflictHint', 'reload'], (k) => t(k));

  return (
    <>
      <Link className={styles.back} href={localizedPath(locale, '/admin/members')}>
        ← {t('back')}
      </Link>
      <div className={styles.head}>
        <h1>{t('title', { name })}</h1>
        <span className={`${styles.badge} ${member.disabled ? styles.memberBadgeDisabled : styles.memberBadgeActive}`}>
          {member.disabled_at ? t('disabledSince', { when: when(member.disabled_at) }) : t('active')}
        </span>
        {staffRoles.map((role) => (
          <span key={role} className={styles.memberRole}>
            {roleNames[role]}
          </span>
        ))}
      </div>
      <div className={styles.memberGrid}>
        <div className={styles.memberProfile}>
          <section className={styles.panel} aria-labelledby="member-profile">
            <h2 id="member-profile">{t('profile')}</h2>
            <dl className={styles.facts}>
              <dt>{t('id')}</dt>
              <dd>#{member.id}</dd>
              <dt>{t('account')}</dt>
              <dd dir="ltr">{member.account || none}</dd>
              <dt>{t('nickname')}</dt>
              <dd>{member.nickname || none}</dd>
              <dt>{t('phone')}</dt>
              <dd dir="ltr">{member.phone ? <a href={`tel:${member.phone}`}>{member.phone}</a> : none}</dd>
              <dt>{t('email')}</dt>
              <dd dir="ltr">{member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : none}</dd>
              <dt>{t('points')}</dt>
              <dd>{member.points}</dd>
              <dt>{t('joined')}</dt>
              <dd>
                <time dateTime={member.created_at}>{when(member.created_at)}</time>
              </dd>
              <dt>{t('lastSignIn')}</dt>
              <dd>{member.last_sign_in_at ? <time dateTime={member.last_sign_in_at}>{when(member.last_sign_in_at)}</time> : none}</dd>
              <dt>{t('updated')}</dt>
              <dd>
                <time dateTime={member.updated_at}>{when(member.updated_at)}</time>
              </dd>
            </dl>
          </section>
          <LevelSection memberId={member.id} locale={locale} />
          <AddressesSection memberId={member.id} locale={locale} />
          <AccountManagerSection memberId={member.id} locale={locale} />
          <CollegeSection memberId={member.id} locale={locale} />
        </div>
        <div className={styles.memberHistory}>
          <section className={styles.panel} aria-labelledby="member-social">
            <h2 id="member-social">{t('social')}</h2>
            {member.social.length === 0 ? (
              <p className={styles.muted}>{t('noSocial')}</p>
            ) : (
              <ul className={styles.memberList}>
                {member.social.map((s) => (
                  <li key={s.provider}>
                    <strong>{t(`provider.${s.provider}`)}</strong> {s.nickname ? `· ${s.nickname} ` : ''}
                    <span className={styles.muted}>· {t('linkedAt', { when: when(s.created_at) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={styles.panel} aria-labelledby="member-leads">
            <h2 id="member-leads">{t('leads')}</h2>
            <p className={styles.muted}>{t('leadsHint')}</p>
            {member.leads.length === 0 ? (
              <p className={styles.muted}>{t('noLeads')}</p>
            ) : (
              <ul className={styles.memberList}>
                {member.leads.map((lead) => (
                  <li key={lead.id} className={styles.memberLead}>
                    <Link className={styles.leadName} href={localizedPath(locale, `/admin/leads/${lead.id}`)}>
                      <span dir="ltr">{lead.reference}</span>
                    </Link>
                    <StatusBadge status={lead.status} label={tStatus(lead.status)} />
                    <span className={styles.muted}>{[lead.name, lead.email, lead.product_id ? t('product', { id: lead.product_id }) : ''].filter(Boolean).join(' · ')}</span>
                    <time className={styles.muted} dateTime={lead.created_at}>
                      {when(lead.created_at)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <OrdersSection memberId={member.id} locale={locale} />
          <StatementSection memberId={member.id} locale={locale} />
          <FilesSection memberId={member.id} locale={locale} />
          <DesignsSection memberId={member.id} locale={locale} />

          <section className={styles.panel} aria-labelledby="member-sessions">
            <h2 id="member-sessions">{t('sessions')}</h2>
            {member.sessions.length === 0 ? (
              <p className={styles.muted}>{t('noSessions')}</p>
            ) : (
              <>
                <p className={styles.muted}>{t('sessionsHint', { count: member.sessions.length })}</p>
                <div className={styles.tableScroll}>
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('signedIn')}</th>
                        <th scope="col">{t('address')}</th>
                        <th scope="col">{t('device')}</th>
                        <th scope="col">{t('state')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {member.sessions.map((s) => (
                        <tr key={s.id}>
                          <td className={styles.memberNowrap}>
                            <time dateTime={s.created_at}>{when(s.created_at)}</time>
                          </td>
                          <td data-label={t('address')} dir="ltr">
                            {s.client_address || none}
                          </td>
                          <td data-label={t('device')} className={styles.memberAgent}>
                            {s.user_agent || none}
                          </td>
                          <td data-label={t('state')}>
                            {s.revoked_at
                              ? t('ended', { when: when(s.revoked_at) })
                              : new Date(s.expires_at).getTime() <= now
                                ? t('expired', { when: when(s.expires_at) })
                                : t('live', { when: when(s.expires_at) })}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
          </section>
        </div>
        <div className={styles.memberSide}>
          <section className={styles.panel} aria-labelledby="member-access">
            <h2 id="member-access">{t('access')}</h2>
            <MemberAccess
              member={target}
              refusal={refusal}
              texts={{
                ...keyedTexts(['activeText', 'disabledText', 'disable', 'enable', 'working', 'disabledDone', 'enabledDone'], (k) => t(k)),
                // The confirmation dialog's words.
                ...keyedTexts(['disableBody', 'enableBody', 'cancel', 'confirmDisable', 'confirmEnable'], (k) => t(k)),
                disableTitle: t('disableTitle', { name }),
                enableTitle: t('enableTitle', { name }),
                ...reloadTexts,
              }}
            />
          </section>
          {isAdmin ? (
            <section className={styles.panel} aria-labelledby="member-roles">
              <h2 id="member-roles">{t('staffRoles')}</h2>
              {member.account ? (
                <MemberRoles
                  member={target}
                  locked={self ? ['admin'] : []}
                  texts={{
                    legend: t('staffRoles'),
                    hint: t('rolesHint'),
                    save: t('saveRoles'),
                    working: t('working'),
                    saved: t('rolesSaved'),
                    locked: t('ownAdmin'),
                    roles: roleNames,
                    ...reloadTexts,
                  }}
                />
              ) : (
                <p className={styles.muted}>{t('noAccountName')}</p>
              )}
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
