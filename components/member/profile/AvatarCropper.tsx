'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import { api, isApiError } from '@/lib/api/client';
import { getApiFeedback } from '@/lib/api/feedback';
import type { ReplyEnvelope, UserInfo } from '@/lib/api/contract';
import { Dialog } from '@/components/ui/Dialog';
import MemberAvatar from '../MemberAvatar';
import styles from './Profile.module.css';

/** The preview's size in canvas pixels, and the crop's (the server makes 256 px of it). */
const VIEW = 280;
const OUT = 512;
const MAX_SOURCE_BYTES = 20 * 1024 * 1024;

interface Frame {
  zoom: number;
  x: number;
  y: number;
}

/** Keeps the picture covering the square: offsets between (square − drawn size) and 0. */
function clamp(frame: Frame, img: HTMLImageElement, size: number): Frame {
  const scale = Math.max(size / img.naturalWidth, size / img.naturalHeight) * frame.zoom;
  const w = img.naturalWidth * scale;
  const h = img.naturalHeight * scale;
  return { zoom: frame.zoom, x: Math.min(0, Math.max(size - w, frame.x)), y: Math.min(0, Math.max(size - h, frame.y)) };
}

function draw(ctx: CanvasRenderingContext2D, img: HTMLImageElement, frame: Frame, size: number, from: number) {
  const k = size / from;
  const scale = Math.max(from / img.naturalWidth, from / img.naturalHeight) * frame.zoom * k;
  ctx.clearRect(0, 0, size, size);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, frame.x * k, frame.y * k, img.naturalWidth * scale, img.naturalHeight * scale);
}

/**
 * The picture: pick a PNG, JPEG or WebP; move and zoom it inside a square (drag, arrow keys, the
 * slider); the square is drawn on a 512 px canvas and sent as WebP (PNG where the browser cannot
 * write WebP) to POST /user/avatar, which re-encodes it. No library: a canvas does the crop.
 */
export default function AvatarCropper({ name, avatar, onSaved }: { name: string; avatar: string; onSaved: (user: UserInfo) => void }) {
  const t = useTranslations('member.profile.avatarEdit');
  const input = useRef<HTMLInputElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [img, setImg] = useState<HTMLImageElement | null>(null);
  const [frame, setFrame] = useState<Frame>({ zoom: 1, x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number; frame: Frame } | null>(null);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx && img) draw(ctx, img, frame, VIEW, VIEW);
  }, [img, frame]);

  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return setError(t('wrongType'));
    if (file.size > MAX_SOURCE_BYTES) return setError(t('tooLarge', { mb: MAX_SOURCE_BYTES / 1024 / 1024 }));
    const url = URL.createObjectURL(file);
    const picture = new Image();
    picture.onload = () => {
      setImg(picture);
      const start = clamp({ zoom: 1, x: -Infinity, y: -Infinity }, picture, VIEW);
      // Centred.
      setFrame(clamp({ zoom: 1, x: start.x / 2, y: start.y / 2 }, picture, VIEW));
    };
    picture.onerror = () => {
      URL.revokeObjectURL(url);
      setError(t('unreadable'));
    };
    picture.src = url;
  };

  const close = useCallback(() => {
    if (img) URL.revokeObjectURL(img.src);
    setImg(null);
    if (input.current) input.current.value = '';
  }, [img]);

  const move = (dx: number, dy: number, from: Frame = frame) => img && setFrame(clamp({ ...from, x: from.x + dx, y: from.y + dy }, img, VIEW));

  const zoomTo = (zoom: number) => {
    if (!img) return;
    // Zoom around the centre of the square.
    const ratio = zoom / frame.zoom;
    const c = VIEW / 2;
    setFrame(clamp({ zoom, x: c - (c - frame.x) * ratio, y: c - (c - frame.y) * ratio }, img, VIEW));
  };

  const scaleOf = () => {
    const box = canvas.current?.getBoundingClientRect();
    return box && box.width > 0 ? VIEW / box.width : 1;
  };
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, frame };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start) return;
    const k = scaleOf();
    move((e.clientX - start.x) * k, (e.clientY - start.y) * k, start.frame);
  };
  const onKey = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const step = e.shiftKey ? 40 : 10;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    if (moves[e.key]) {
      e.preventDefault();
      move(...moves[e.key]);
    }
  };

  const save = async () => {
    if (!img) return;
    setBusy(true);
    setError(null);
    try {
      const out = document.createElement('canvas');
      out.width = OUT;
      out.height = OUT;
      const ctx = out.getContext('2d');
      if (!ctx) throw new Error('canvas');
      draw(ctx, img, frame, OUT, VIEW);
      const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/webp', 0.92));
      const body = blob && blob.type === 'image/webp' ? blob : await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/png'));
      if (!body) throw new Error('canvas');
      const answer = await api.post<UserInfo>('/user/avatar', { data: body, errorMessageMode: 'none', isTransformResponse: false });
      const reply = answer as ReplyEnvelope<UserInfo>;
      getApiFeedback().toast(reply.message || t('saved'), { kind: 'success' });
      onSaved(reply.result);
      close();
    } catch (failure) {
      setError(isApiError(failure) ? (Object.values(failure.fieldErrors ?? {})[0] ?? failure.message) : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.avatarRow}>
      <MemberAvatar name={name} src={avatar || null} size={88} label={t('current', { name })} />
      <div className={styles.avatarText}>
        <button type="button" className="button button--ghost" onClick={() => input.current?.click()}>
          {avatar ? t('change') : t('add')}
        </button>
        <p className={styles.hint}>{t('hint')}</p>
        {error && !img ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('pick')}
          data-testid="avatar-input"
          onChange={(e) => choose(e.target.files?.[0])}
        />
      </div>
      <Dialog open={img !== null} title={t('title')} confirmLabel={busy ? t('saving') : t('save')} cancelLabel={t('cancel')} onConfirm={() => void save()} onCancel={close}>
        <div className={styles.cropper}>
          <canvas
            ref={canvas}
            width={VIEW}
            height={VIEW}
            className={styles.cropCanvas}
            tabIndex={0}
            role="img"
            aria-label={t('area')}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = null)}
            onPointerCancel={() => (drag.current = null)}
            onKeyDown={onKey}
          />
          <label className={styles.zoom}>
            <span>{t('zoom')}</span>
            <input type="range" min={1} max={4} step={0.01} value={frame.zoom} onChange={(e) => zoomTo(Number(e.target.value))} />
          </label>
          <p className={styles.hint}>{t('howTo')}</p>
          {error ? (
            <p className={styles.alert} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </Dialog>
    </div>
  );
}
