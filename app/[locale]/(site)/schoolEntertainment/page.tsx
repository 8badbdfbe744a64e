import LibraryPage, { libraryMetadata, type ListProps } from '@/components/library/LibraryPage';

/** /schoolEntertainment: the content library's list (components/library/LibraryPage.tsx). */
export const generateMetadata = (props: ListProps) => libraryMetadata('schoolEntertainment', props);

export default function Page(props: ListProps) {
  return <LibraryPage libraryKey="schoolEntertainment" {...props} />;
}
