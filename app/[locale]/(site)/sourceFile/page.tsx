import LibraryPage, { libraryMetadata, type ListProps } from '@/components/library/LibraryPage';

/** /sourceFile: the content library's list (components/library/LibraryPage.tsx). */
export const generateMetadata = (props: ListProps) => libraryMetadata('sourceFile', props);

export default function Page(props: ListProps) {
  return <LibraryPage libraryKey="sourceFile" {...props} />;
}
