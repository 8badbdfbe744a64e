import LibraryPage, { libraryMetadata, type ListProps } from '@/components/library/LibraryPage';

/** Rendered per request from the cached reads (the ?tag= and ?page= query, and the session of a members' library or download). */
export const dynamic = 'force-dynamic';

/** /schemeLibrary: the content library's list (components/library/LibraryPage.tsx). */
export const generateMetadata = (props: ListProps) => libraryMetadata('schemeLibrary', props);

export default function Page(props: ListProps) {
  return <LibraryPage libraryKey="schemeLibrary" {...props} />;
}
