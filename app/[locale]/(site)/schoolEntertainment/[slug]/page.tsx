import LibraryEntryPage, { entryMetadata, type EntryProps } from '@/components/library/LibraryEntryPage';

/** /schoolEntertainment/{slug}: an entry of the content library (components/library/LibraryEntryPage.tsx). */
export const generateMetadata = (props: EntryProps) => entryMetadata('schoolEntertainment', props);

export default function Page(props: EntryProps) {
  return <LibraryEntryPage libraryKey="schoolEntertainment" {...props} />;
}
