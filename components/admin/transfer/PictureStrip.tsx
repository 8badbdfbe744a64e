import own from './Transfer.module.css';

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * A `pictures` cell of the preview as small pictures in their order, so staff see what the sheet
 * gives the product; a picture of the ZIP sent beside the sheet is captioned with its file name.
 */
export default function PictureStrip({ value, names, label }: { value: string; names: Readonly<Record<string, string>>; label: string }) {
  const srcs = value
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <span className={own.strip}>
      {srcs.map((src) => (
        <span key={src} className={own.stripItem}>
          <img src={src.replace(/\.webp$/, '-sm.webp')} alt={names[src] ? fill(label, { name: names[src] }) : ''} width={64} height={64} loading="lazy" />
          <span className={own.stripName} dir="ltr">
            {names[src] ?? src.split('/').pop()}
          </span>
        </span>
      ))}
    </span>
  );
}
