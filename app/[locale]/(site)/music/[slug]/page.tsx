import LibraryEntryPage, { entryMetadata, type EntryProps } from '@/components/library/LibraryEntryPage';

/** /music/{slug}: an entry of the content library (components/library/LibraryEntryPage.tsx). */
export const generateMetadata = (props: EntryProps) => entryMetadata('music', props);

export default function Page(props: EntryProps) {
  return <LibraryEntryPage libraryKey="music" {...props} />;
}
