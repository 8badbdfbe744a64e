import LibraryPage, { libraryMetadata, type ListProps } from '@/components/library/LibraryPage';

/** /helpTeam: the content library's list (components/library/LibraryPage.tsx). */
export const generateMetadata = (props: ListProps) => libraryMetadata('helpTeam', props);

export default function Page(props: ListProps) {
  return <LibraryPage libraryKey="helpTeam" {...props} />;
}
