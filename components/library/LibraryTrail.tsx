import type { EntryView, LibraryView } from '@/lib/server/content/service';
import Breadcrumb from '@/components/catalogue/Breadcrumb';

/**
 * The breadcrumb trail of a library's pages: home, the library, and the entry on an entry's page.
 * The last step is the page itself (no link); names in a fallback language carry their own.
 */
export default function LibraryTrail({ library, entry, label, home }: { library: LibraryView; entry: EntryView | null; label: string; home: string }) {
  const here = { name: library.name, lang: library.lang?.name };
  const items = entry
    ? [
        { name: home, href: '/' },
        { ...here, href: `/${library.key}` },
        { name: entry.title, lang: entry.lang?.title },
      ]
    : [{ name: home, href: '/' }, here];
  return <Breadcrumb label={label} items={items} />;
}
