import LibraryPage, { libraryMetadata, type ListProps } from '@/components/library/LibraryPage';

/** /inspiration: the content library's list (components/library/LibraryPage.tsx). */
export const generateMetadata = (props: ListProps) => libraryMetadata('inspiration', props);

export default function Page(props: ListProps) {
  return <LibraryPage libraryKey="inspiration" {...props} />;
}
