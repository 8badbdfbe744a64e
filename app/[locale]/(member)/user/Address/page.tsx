import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { countryOptions, defaultCountry } from '@/lib/countries';
import { myAddresses } from '@/lib/server/addresses/pages';
import { guardMemberPage, pageLocale } from '@/lib/server/http/page';
import AddressBook from '@/components/member/address/AddressBook';
import styles from '@/components/member/MemberPage.module.css';
import MemberMessages from '@/components/member/MemberMessages';

type Props = { params: Promise<{ locale: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'member.address' });
  return { title: t('metaTitle') };
}

/** /user/Address: the member's ship-to and bill-to addresses, read on the server through the gate. */
export default async function AddressPage({ params }: Props) {
  const locale = await pageLocale(params);
  await guardMemberPage(locale, '/user/Address');
  const [t, list] = await Promise.all([getTranslations({ locale, namespace: 'member.address' }), myAddresses()]);
  return (
    <MemberMessages locale={locale} page="/user/Address">
      <div className={`container ${styles.profilePage}`}>
        <header className={styles.profileHead}>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </header>
        <AddressBook initial={list} countries={countryOptions(locale)} defaultCountry={defaultCountry(locale)} />
      </div>
    </MemberMessages>
  );
}
