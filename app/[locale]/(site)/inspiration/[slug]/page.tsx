import LibraryEntryPage, { entryMetadata, type EntryProps } from '@/components/library/LibraryEntryPage';

/** /inspiration/{slug}: an entry of the content library (components/library/LibraryEntryPage.tsx). */
export const generateMetadata = (props: EntryProps) => entryMetadata('inspiration', props);

export default function Page(props: EntryProps) {
  return <LibraryEntryPage libraryKey="inspiration" {...props} />;
}
