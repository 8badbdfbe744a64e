import Link from './LocaleLink';

type Action = { href: string; label: string };

/** A page's two ways on, as buttons side by side: the main one, then the ghost one. */
export default function ActionLinks({ className, primary, secondary }: { className: string; primary: Action; secondary: Action }) {
  return (
    <div className={className}>
      <Link className="button" href={primary.href}>
        {primary.label}
      </Link>
      <Link className="button button--ghost" href={secondary.href}>
        {secondary.label}
      </Link>
    </div>
  );
}
