import LibraryEntryPage, { entryMetadata, type EntryProps } from '@/components/library/LibraryEntryPage';

/** /helpTeam/{slug}: an entry of the content library (components/library/LibraryEntryPage.tsx). */
export const generateMetadata = (props: EntryProps) => entryMetadata('helpTeam', props);

export default function Page(props: EntryProps) {
  return <LibraryEntryPage libraryKey="helpTeam" {...props} />;
}
