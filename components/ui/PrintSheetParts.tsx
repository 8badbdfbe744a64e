import Link from 'next/link';
import type { SysConfigName } from '@/lib/api/contract/catalogue';
import type { Locale } from '@/lib/config';
import { langDir } from '@/lib/bidi';
import PrintButton from '@/components/member/purse/PrintButton';

/*
 * What the printable sheets share (the account statement, an order's quote and proforma invoice):
 * the bar above the sheet (back, print) and the company's lines at the head of the sheet. Each
 * sheet passes its own classes, so each keeps its own look.
 */

/** The way back and the button that opens the browser's print dialog; neither prints. */
export function PrintToolbar({ back, backLabel, printLabel, classes }: { back: string; backLabel: string; printLabel: string; classes: { toolbar: string; back: string } }) {
  return (
    <div className={classes.toolbar}>
      <Link className={classes.back} href={back}>
        <span aria-hidden="true" className="bidi-flip">
          ←
        </span>{' '}
        {backLabel}
      </Link>
      <PrintButton label={printLabel} />
    </div>
  );
}

/** The company's name (legal name first), province and contacts, each in the language it is written in. */
export function CompanyLines({
  company,
  facts,
  factLangs,
  labels,
  classes,
}: {
  company: string;
  facts: Partial<Record<SysConfigName, string>>;
  factLangs: Partial<Record<SysConfigName, Locale>>;
  labels: { email: string; whatsapp: string };
  classes: { company: string; small: string };
}) {
  return (
    <>
      <p className={classes.company} {...langDir(facts['legal name']?.trim() ? factLangs['legal name'] : factLangs['company name'])}>
        {company}
      </p>
      <p className={classes.small} {...langDir(factLangs.province)}>
        {facts.province}
      </p>
      <p className={classes.small}>
        {labels.email}: <span dir="ltr">{facts.email}</span> · {labels.whatsapp}: <span dir="ltr">{facts.whatsapp}</span>
      </p>
    </>
  );
}
