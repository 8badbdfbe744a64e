import Link from '@/components/ui/LocaleLink';
import { StrokePath } from '@/components/ui/StrokePath';
import styles from './ProductList.module.css';

/** The end of every product list: nothing fits? We make it from the buyer's own design (to the contact form). */
export default function ProductListPrompt({ title, text, action }: { title: string; text: string; action: string }) {
  return (
    <aside className={styles.prompt} aria-labelledby="list-prompt">
      <svg className={styles.promptIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M10 18h28l-2.5 20a3 3 0 0 1-3 2.6H15.5a3 3 0 0 1-3-2.6Z" fill="currentColor" opacity="0.16" />
        <StrokePath d="M10 18h28l-2.5 20a3 3 0 0 1-3 2.6H15.5a3 3 0 0 1-3-2.6ZM17 18v-3a7 7 0 0 1 14 0v3" width="2.4" join="round" dash="4 3" />
        <path d="m33.5 5.5 4 4L25 22l-5 1 1-5Z" fill="#fff" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
      </svg>
      <div className={styles.promptText}>
        <h2 id="list-prompt">{title}</h2>
        <p>{text}</p>
      </div>
      <Link className="button" href="/contact">
        {action}
      </Link>
    </aside>
  );
}
