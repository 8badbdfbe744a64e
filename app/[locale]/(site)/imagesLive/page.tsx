import LibraryPage, { libraryMetadata, type ListProps } from '@/components/library/LibraryPage';

/** /imagesLive: the content library's list (components/library/LibraryPage.tsx). */
export const generateMetadata = (props: ListProps) => libraryMetadata('imagesLive', props);

export default function Page(props: ListProps) {
  return <LibraryPage libraryKey="imagesLive" {...props} />;
}
