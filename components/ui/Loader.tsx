import { LOADER, LOADER_TEXT } from '@/lib/client-config';
import styles from './Loader.module.css';

export type LoaderSize = keyof typeof LOADER;

export interface LoaderProps {
  /**
   * The visible and announced text. Default: 'Loading...' (LOADER_TEXT, the English of
   * messages `common.loading`); a localized page passes t('common.loading') or something more precise.
   */
  text?: string;
  /** Spinner diameter from LOADER (small 16, medium 48, large 64). Default 'medium'. */
  size?: LoaderSize;
  /** Cover the whole viewport (a blocking step such as logging out) instead of sitting in the flow. */
  overlay?: boolean;
  className?: string;
}

/** A spinner with its text, announced politely. No state: usable from server and client components. */
export default function Loader({ text = LOADER_TEXT, size = 'medium', overlay = false, className }: LoaderProps) {
  const px = LOADER[size];
  return (
    <div role="status" aria-live="polite" className={`${overlay ? styles.overlay : styles.inline} ${styles[size]} ${className ?? ''}`}>
      <span className={styles.spinner} style={{ inlineSize: px, blockSize: px }} aria-hidden="true" />
      <span className={styles.text}>{text}</span>
    </div>
  );
}
