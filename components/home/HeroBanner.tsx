import { getTranslations } from 'next-intl/server';
import type { SlideView } from '@/lib/api/contract';
import type { Locale } from '@/lib/config';
import { hrefToString } from '@/lib/seo/paths';
import { localizedPath } from '@/i18n/paths';
import { getSiteName } from '@/lib/seo/metadata';
import { getCompanyFacts } from '@/lib/server/catalogue/cached';
import Slider from './Slider';

/** The promotional banners: a server component that hands the slides and their texts to the client carousel. */
export default async function HeroBanner({ slides, locale }: { slides: SlideView[]; locale: Locale }) {
  const [t, siteName, facts] = await Promise.all([getTranslations({ locale, namespace: 'home' }), getSiteName(locale), getCompanyFacts(locale)]);
  // The home page's one heading of level 1: who we are and what we make (the banners carry the pictures).
  const heading = <h1 className="visually-hidden">{facts.tagline ? `${siteName}: ${facts.tagline}` : siteName}</h1>;
  if (slides.length === 0) return heading;
  return (
    <>
      {heading}
      <Slider
        slides={slides}
        hrefs={slides.map((s) => {
          const href = hrefToString({ pathname: s.url, query: { category: s.sign } });
          // A path of this site in the page's locale; an https address (the back office allows one) as it is.
          return s.url.startsWith('/') ? localizedPath(locale, href) : href;
        })}
        labels={{
          region: t('sliderLabel'),
          slides: slides.map((_, index) => t('slideLabel', { index: index + 1, total: slides.length })),
          previous: t('previous'),
          next: t('next'),
          pause: t('pause'),
          play: t('play'),
        }}
      />
    </>
  );
}
