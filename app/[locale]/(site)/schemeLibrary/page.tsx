import LibraryPage, { libraryMetadata, type ListProps } from '@/components/library/LibraryPage';

/** /schemeLibrary: the content library's list (components/library/LibraryPage.tsx). */
export const generateMetadata = (props: ListProps) => libraryMetadata('schemeLibrary', props);

export default function Page(props: ListProps) {
  return <LibraryPage libraryKey="schemeLibrary" {...props} />;
}
