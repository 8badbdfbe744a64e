import LibraryPage, { libraryMetadata, type ListProps } from '@/components/library/LibraryPage';

/** /music: the content library's list (components/library/LibraryPage.tsx). */
export const generateMetadata = (props: ListProps) => libraryMetadata('music', props);

export default function Page(props: ListProps) {
  return <LibraryPage libraryKey="music" {...props} />;
}
