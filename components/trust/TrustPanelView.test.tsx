import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import type { PublicTrust } from '@/lib/api/contract/trust';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import TrustPanelView from './TrustPanelView';
import { splitTerm } from './trust-text';

const trust: PublicTrust = {
  certifications: [
    {
      id: 1,
      name: 'ISO 9001:2015',
      number: 'CN-QMS-2291-A',
      issuer: 'SGS',
      valid_until: '2027-06-30',
      document: { handle: 'a'.repeat(32), name: 'iso.pdf', mime: 'application/pdf', bytes: 12_345, url: `/basic-api/v1/files/${'a'.repeat(32)}` },
    },
    { id: 2, name: 'amfori BSCI', number: 'DBID 4012', issuer: '', valid_until: null, document: null },
  ],
  terms: [
    { key: 'samples', text: 'Samples in 5–7 days\nThe sample fee is deducted from your first order.' },
    { key: 'regions', text: 'Europe, North America', lang: 'en' },
  ],
};

describe('the trust block beside the quote button', () => {
  it('shows each certification with its number, one short line per term, and the rest only in the details', () => {
    render(<TrustPanelView trust={trust} locale="en" t={createTranslator({ locale: 'en', messages: en, namespace: 'trust' })} />);
    const block = screen.getByRole('region', { name: 'Certified factory, clear terms' });
    const badges = within(within(block).getByRole('list', { name: 'Certifications' })).getAllByRole('listitem');
    expect(badges.map((b) => b.textContent)).toEqual(['ISO 9001:2015No. CN-QMS-2291-A', 'amfori BSCINo. DBID 4012']);
    expect(within(block.querySelector('ul:not([aria-label])') as HTMLElement).getByText('Samples in 5–7 days')).toBeVisible();
    // The details are closed: their lines are in the page (for crawlers) but not shown.
    const details = block.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(within(details).getByText('The sample fee is deducted from your first order.')).toBeInTheDocument();
    // The first lines are above the details already: not repeated inside, and a term without more lines is left out.
    expect(within(details).queryByText('Samples in 5–7 days')).toBeNull();
    expect(within(details).queryByText('Europe, North America')).toBeNull();
    const download = within(details).getByRole('link', { name: 'Download the ISO 9001:2015 certificate (PDF, 12 kB)' });
    expect(download).toHaveAttribute('href', trust.certifications[0].document!.url);
    expect(within(details).getByText('Valid until Jun 30, 2027')).toBeInTheDocument();
    expect(within(details).getByText('Issued by SGS')).toBeInTheDocument();
  });

  it('marks a term that fell back to another language, and keeps numbers left to right in Arabic', () => {
    render(<TrustPanelView trust={trust} locale="ar" t={createTranslator({ locale: 'ar', messages: ar, namespace: 'trust' })} />);
    const fallback = screen.getAllByText('Europe, North America')[0];
    expect(fallback).toHaveAttribute('lang', 'en');
    expect(fallback).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByText((_, el) => el?.textContent === 'رقم \u2066CN-QMS-2291-A\u2069')[0]).toBeInTheDocument();
  });

  it('splits a term into its first line and the paragraphs after it', () => {
    expect(splitTerm('  One \n\n Two\nThree ')).toEqual({ lead: 'One', rest: ['Two', 'Three'] });
    expect(splitTerm('')).toEqual({ lead: '', rest: [] });
  });
});
