import { formatBytes } from '@/lib/uploads';

/*
 * A file's name and size side by side, as every list of chosen or uploading files shows them: the
 * name in its own direction (a Hebrew or Arabic file name reads right), the size always left to
 * right ("1.2 MB", never "MB 1.2"), formatted for the page's locale.
 */
export function FileNameSize({ name, bytes, locale, nameClass, sizeClass }: { name: string; bytes: number; locale: string; nameClass: string; sizeClass: string }) {
  return (
    <>
      <span className={nameClass} dir="auto">
        {name}
      </span>
      <span className={sizeClass} dir="ltr">
        {formatBytes(bytes, locale)}
      </span>
    </>
  );
}
