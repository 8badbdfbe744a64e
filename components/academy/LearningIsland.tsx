'use client';

import { useEffect, useState } from 'react';
import { dropSessionHint, hasSessionHint } from '@/lib/session-hint';
import styles from './Academy.module.css';

/*
 * The member's part of a cached course or lesson page: a tiny island (no SWR, no API client, no
 * messages provider: its words and links come as props), like the catalogue's favourite heart.
 * Only when the session hint cookie says someone is logged in does it ask the server: the lesson
 * page reports the visit (POST …/visit, which is also "resume here") and the course page reads the
 * progress (GET /user/learning?course=). The answer ticks the lessons done in the server-rendered
 * list (their `data-lesson-id` elements get `data-done`) and shows progress, "resume" and, on a
 * lesson, the "mark as done" switch. A visitor costs no request and sees the login prompt.
 */

const BASE = '/basic-api/v1/user/learning';

export interface LearningTexts {
  progress: string;
  resume: string;
  start: string;
  completed: string;
  markDone: string;
  markedDone: string;
  undo: string;
  failed: string;
  loginPrompt: string;
  login: string;
}

interface Progress {
  course_id: number;
  done: number[];
  last_lesson_id: number | null;
}

type State = { kind: 'unknown' } | { kind: 'anonymous' } | { kind: 'member'; progress: Progress };

function headers(): HeadersInit {
  return { Accept: 'application/json', 'Accept-Language': document.documentElement.lang || 'en' };
}

async function call(url: string, init: RequestInit = {}): Promise<Progress | null> {
  const response = await fetch(url, { credentials: 'same-origin', ...init, headers: { ...headers(), ...init.headers } });
  if (response.status === 401) {
    dropSessionHint();
    return null;
  }
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()).result as Progress;
}

function tick(done: readonly number[]): void {
  const set = new Set(done);
  document.querySelectorAll<HTMLElement>('[data-lesson-id]').forEach((el) => {
    el.dataset.done = String(set.has(Number(el.dataset.lessonId)));
  });
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

export default function LearningIsland({
  course,
  lessonIds,
  lessonHrefs,
  lessonTitles,
  lessonId,
  loginHref,
  texts,
}: {
  /** The course's slug. */
  course: string;
  /** The course's lessons in order. */
  lessonIds: number[];
  lessonHrefs: string[];
  lessonTitles: string[];
  /** The lesson page's lesson (absent on the course page). */
  lessonId?: number;
  /** The login page with `redirect` back here. */
  loginHref: string;
  texts: LearningTexts;
}) {
  const [state, setState] = useState<State>({ kind: 'unknown' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    if (!hasSessionHint()) {
      setState({ kind: 'anonymous' });
      return;
    }
    const request = lessonId ? call(`${BASE}/lessons/${lessonId}/visit`, { method: 'POST' }) : call(`${BASE}?${new URLSearchParams({ course })}`);
    request
      .then((progress) => {
        if (!live) return;
        setState(progress ? { kind: 'member', progress } : { kind: 'anonymous' });
        if (progress) tick(progress.done);
      })
      .catch(() => live && setState({ kind: 'anonymous' }));
    return () => {
      live = false;
    };
  }, [course, lessonId]);

  async function toggle(done: boolean) {
    if (!lessonId || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const progress = await call(`${BASE}/lessons/${lessonId}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ done }) });
      if (!progress) {
        window.location.assign(loginHref);
        return;
      }
      setState({ kind: 'member', progress });
      tick(progress.done);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  if (state.kind === 'unknown') return <div className={styles.island} aria-hidden="true" />;
  if (state.kind === 'anonymous') {
    return (
      <div className={`${styles.island} ${styles.islandPrompt}`}>
        <p>{texts.loginPrompt}</p>
        <a className="button button--ghost" href={loginHref}>
          {texts.login}
        </a>
      </div>
    );
  }

  const done = new Set(state.progress.done.filter((id) => lessonIds.includes(id)));
  const total = lessonIds.length;
  const percent = total ? Math.round((done.size / total) * 100) : 0;
  const resumeIndex = (() => {
    const last = lessonIds.indexOf(state.progress.last_lesson_id ?? -1);
    if (last >= 0 && !done.has(lessonIds[last])) return last;
    const after = lessonIds.findIndex((id, i) => i > last && !done.has(id));
    return after >= 0 ? after : lessonIds.findIndex((id) => !done.has(id));
  })();
  const isDone = lessonId !== undefined && done.has(lessonId);

  return (
    <div className={styles.island} data-learning="member">
      <div className={styles.progressRow}>
        <span>{done.size === total ? texts.completed : fill(texts.progress, { done: done.size, total })}</span>
        <span
          className={styles.bar}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done.size}
          aria-label={fill(texts.progress, { done: done.size, total })}
        >
          <span style={{ width: `${percent}%` }} />
        </span>
      </div>
      {lessonId === undefined && resumeIndex >= 0 ? (
        <a className="button" href={lessonHrefs[resumeIndex]} data-resume>
          {done.size === 0 && state.progress.last_lesson_id === null ? texts.start : fill(texts.resume, { title: lessonTitles[resumeIndex] })}
        </a>
      ) : null}
      {lessonId !== undefined ? (
        <div className={styles.doneRow}>
          {isDone ? (
            <>
              <span className={styles.doneBadge} data-lesson-done>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M5 12.5 10 17l9-10" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {texts.markedDone}
              </span>
              <button type="button" className={styles.linkButton} onClick={() => toggle(false)} disabled={busy}>
                {texts.undo}
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => toggle(true)} disabled={busy} aria-busy={busy}>
              {texts.markDone}
            </button>
          )}
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.failed}>
          {texts.failed}
        </p>
      ) : null}
    </div>
  );
}
