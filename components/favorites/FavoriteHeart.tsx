'use client';

import { useEffect, useState } from 'react';
import { dropSessionHint, hasSessionHint } from '@/lib/session-hint';
import styles from './FavoriteHeart.module.css';

/*
 * The heart of a product card or page: a tiny island on cached catalogue pages (no SWR, no API
 * client, no messages provider: its words come as props). It reads the member's favourites in the
 * browser, once per page for all its hearts (GET /favorites/ids, only when the session hint cookie
 * says someone is logged in: a visitor costs no request; a 401 means nobody is), and toggles at once
 * when clicked; an anonymous visitor goes to the login page and back here.
 */

const BASE = '/basic-api/v1/favorites';

type Ids = Set<number> | null;
let loaded: Promise<Ids> | null = null;
const hearts = new Set<() => void>();

function lang(): string {
  return document.documentElement.lang || 'en';
}

function load(): Promise<Ids> {
  if (!hasSessionHint()) return Promise.resolve(null);
  loaded ??= fetch(`${BASE}/ids`, { credentials: 'same-origin', headers: { Accept: 'application/json', 'Accept-Language': lang() } })
    .then(async (response) => {
      if (response.status === 401) dropSessionHint();
      return response.ok ? new Set<number>((await response.json()).result.ids) : null;
    })
    .catch(() => null);
  return loaded;
}

function toLogin(loginPath: string): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- this island keeps Next's router out of cached catalogue pages; the login page loads in full
  window.location.assign(`${loginPath}?${new URLSearchParams({ redirect: window.location.pathname + window.location.search })}`);
}

export interface HeartLabels {
  add: string;
  remove: string;
  /** Visible words of the page's heart (none on a card). */
  text?: { add: string; saved: string };
}

export default function FavoriteHeart({ productId, labels, loginPath, variant }: { productId: number; labels: HeartLabels; loginPath: string; variant: 'card' | 'page' }) {
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const sync = () => void load().then((ids) => live && setOn(!!ids?.has(productId)));
    hearts.add(sync);
    sync();
    return () => {
      live = false;
      hearts.delete(sync);
    };
  }, [productId]);

  async function toggle() {
    if (busy) return;
    // Without a known session the server decides: a 401 below sends the visitor to log in.
    const ids = (await load()) ?? new Set<number>();
    const next = !ids.has(productId);
    setBusy(true);
    setOn(next);
    try {
      const response = await fetch(`${BASE}/${productId}`, {
        method: next ? 'PUT' : 'DELETE',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Accept-Language': lang() },
      });
      if (response.status === 401) {
        dropSessionHint();
        return toLogin(loginPath);
      }
      if (!response.ok) throw new Error(String(response.status));
      if (next) ids.add(productId);
      else ids.delete(productId);
      loaded = Promise.resolve(ids);
      hearts.forEach((heart) => heart());
    } catch {
      setOn(!next);
    } finally {
      setBusy(false);
    }
  }

  const label = on ? labels.remove : labels.add;
  return (
    <button
      type="button"
      className={`${styles.heart} ${variant === 'card' ? styles.card : styles.page} ${on ? styles.on : ''}`}
      aria-pressed={on}
      aria-label={labels.text ? undefined : label}
      title={label}
      onClick={toggle}
      data-favorite={productId}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.3 4.6 13a4.9 4.9 0 0 1 0-7 4.8 4.8 0 0 1 6.9 0l.5.5.5-.5a4.8 4.8 0 0 1 6.9 0 4.9 4.9 0 0 1 0 7Z" />
      </svg>
      {labels.text && <span>{on ? labels.text.saved : labels.text.add}</span>}
    </button>
  );
}
