import LibraryEntryPage, { entryMetadata, type EntryProps } from '@/components/library/LibraryEntryPage';

/** /imagesLive/{slug}: an entry of the content library (components/library/LibraryEntryPage.tsx). */
export const generateMetadata = (props: EntryProps) => entryMetadata('imagesLive', props);

export default function Page(props: EntryProps) {
  return <LibraryEntryPage libraryKey="imagesLive" {...props} />;
}
