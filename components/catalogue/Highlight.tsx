import { highlightParts } from '@/lib/search-text';
import styles from './Search.module.css';

/**
 * A text with what the search found in <mark> (server-rendered, no JavaScript). Every part is
 * rendered as text, so markup in a name or in the query stays text.
 */
export default function Highlight({ text, query }: { text: string; query?: string }) {
  if (!query) return text;
  return highlightParts(text, query).map((part, index) =>
    part.hit ? (
      <mark key={index} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
