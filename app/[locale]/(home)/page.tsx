import type { Metadata } from 'next';
import { createMetadata } from '@/lib/seo/metadata';
import { CATALOGUE } from '@/lib/config';
import { getHomeCards, getSlides } from '@/lib/server/catalogue/cached';
import { pageLocale } from '@/lib/server/http/page';
import HeroBanner from '@/components/home/HeroBanner';
import AboutBlock from '@/components/home/AboutBlock';
import ThemedSection from '@/components/home/ThemedSection';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return createMetadata({ locale: await pageLocale(params), path: '/' });
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const [slides, cards] = await Promise.all([getSlides(locale), getHomeCards(locale)]);
  return (
    <>
      <HeroBanner slides={slides} locale={locale} />
      <AboutBlock locale={locale} />
      {CATALOGUE.homeSections.map((family) => (
        <ThemedSection key={family} family={family} cards={cards[family]} locale={locale} />
      ))}
    </>
  );
}
