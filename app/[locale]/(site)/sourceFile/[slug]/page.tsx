import LibraryEntryPage, { entryMetadata, type EntryProps } from '@/components/library/LibraryEntryPage';

/** /sourceFile/{slug}: an entry of the content library (components/library/LibraryEntryPage.tsx). */
export const generateMetadata = (props: EntryProps) => entryMetadata('sourceFile', props);

export default function Page(props: EntryProps) {
  return <LibraryEntryPage libraryKey="sourceFile" {...props} />;
}
