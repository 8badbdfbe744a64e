import LibraryEntryPage, { entryMetadata, type EntryProps } from '@/components/library/LibraryEntryPage';

/** /schemeLibrary/{slug}: an entry of the content library (components/library/LibraryEntryPage.tsx). */
export const generateMetadata = (props: EntryProps) => entryMetadata('schemeLibrary', props);

export default function Page(props: EntryProps) {
  return <LibraryEntryPage libraryKey="schemeLibrary" {...props} />;
}
