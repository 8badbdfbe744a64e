import LibraryEntryPage, { entryMetadata, type EntryProps } from '@/components/library/LibraryEntryPage';

/** Rendered per request from the cached reads (the ?tag= and ?page= query, and the session of a members' library or download). */
export const dynamic = 'force-dynamic';

/** /schoolEntertainment/{slug}: an entry of the content library (components/library/LibraryEntryPage.tsx). */
export const generateMetadata = (props: EntryProps) => entryMetadata('schoolEntertainment', props);

export default function Page(props: EntryProps) {
  return <LibraryEntryPage libraryKey="schoolEntertainment" {...props} />;
}
