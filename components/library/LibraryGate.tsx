import 'server-only';
import type { ReactElement, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config';
import { localizedPath } from '@/i18n/paths';
import { langDir } from '@/lib/bidi';
import { loginHrefFor, viewerState, type ViewerState } from '@/lib/server/content/pages';
import type { LibraryView } from '@/lib/server/content/service';
import styles from './Library.module.css';

export type { ViewerState };

/** Whether the visitor of this request may see a library's entries (a session read; call it only for non-public libraries). */
export async function viewerOf(library: Pick<LibraryView, 'visibility' | 'minLevel'>): Promise<{ state: ViewerState }> {
  return { state: await viewerState({ visibility: library.visibility, minLevelId: library.minLevel?.id ?? null }) };
}

function LockIcon() {
  return (
    <span className={styles.lockIcon} aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
    </span>
  );
}

/** What a visitor sees instead of a members' (or a level's) library: why, and the way in. */
export async function LibraryGate({ locale, library, state, path }: { locale: Locale; library: LibraryView; state: 'login' | 'level'; path: string }) {
  const t = await getTranslations({ locale, namespace: 'library' });
  const here = localizedPath(locale, path);
  return (
    <section className={styles.locked} aria-labelledby="library-locked" data-testid="library-locked">
      <LockIcon />
      {state === 'login' ? (
        <>
          <h2 id="library-locked">{library.visibility === 'level' && library.minLevel ? t('locked.levelTitle', { level: library.minLevel.name }) : t('locked.membersTitle')}</h2>
          <p>{t('locked.loginText')}</p>
          <div className={styles.actions}>
            <a className="button" href={loginHrefFor(here)}>
              {t('locked.login')}
            </a>
          </div>
        </>
      ) : (
        <>
          <h2 id="library-locked">{t('locked.levelTitle', { level: library.minLevel?.name ?? '' })}</h2>
          <p>{t('locked.levelText', { level: library.minLevel?.name ?? '' })}</p>
          <div className={styles.actions}>
            <a className="button" href={localizedPath(locale, '/user/member')}>
              {t('locked.levels')}
            </a>
          </div>
        </>
      )}
    </section>
  );
}

/** The library's name and intro at the top of its pages; `kicker` is the small line above the name. */
export function LibraryIntro({ library, kicker }: { library: LibraryView; kicker: string }) {
  return (
    <header className={styles.intro}>
      <p className={styles.kicker}>{kicker}</p>
      <h1 {...langDir(library.lang?.name)}>{library.name}</h1>
      {library.intro ? <p {...langDir(library.lang?.intro)}>{library.intro}</p> : null}
    </header>
  );
}

/**
 * The page a visitor gets instead of a members' (or a level's) library or entry: the trail, the
 * library's intro and the way in. Null when the library is public or the visitor may see it (only
 * then is the session read).
 */
export async function lockedPage({
  locale,
  library,
  path,
  crumbs,
  kicker,
}: {
  locale: Locale;
  library: LibraryView;
  path: string;
  crumbs: ReactNode;
  kicker: string;
}): Promise<ReactElement | null> {
  if (library.visibility === 'public') return null;
  const viewer = await viewerOf(library);
  if (viewer.state === 'allowed') return null;
  return (
    <div className={`container ${styles.page}`}>
      {crumbs}
      <LibraryIntro library={library} kicker={kicker} />
      <LibraryGate locale={locale} library={library} state={viewer.state} path={path} />
    </div>
  );
}
