import '../home.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateApart } from '../../../components/hydrate-apart.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { RenderWhenNear } from '../../../components/render-when-near.tsx';
import { whenIdle } from '../../../lib/when-idle.ts';
import { AnnouncementBanner } from '../components/announcement-banner.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { PriceGuide } from '../components/price-guide.tsx';
import { SupportSection } from '../components/support-section.tsx';
import { WhySection } from '../components/why-section.tsx';

/** Where the FAQ will be: its heading (for anyone moving by headings) and about its height, so nothing jumps. */
function FaqPlaceholder() {
  const { t } = useTranslation();
  return (
    <section className="home-section faq-placeholder" aria-labelledby="home-faq">
      <h2 id="home-faq">{t('home.faq.title')}</h2>
    </section>
  );
}

// The FAQ sits at the bottom, under the fold on any screen: its tabs (antd Tabs with their overflow menu, about
// 20 KB gzip, and a long render on a phone) are fetched when the browser is idle and rendered when the reader
// gets near them.
const FaqSection = lazyPart(
  () => import('../components/faq-section.tsx').then((module) => module.FaqSection),
  FaqPlaceholder,
);

/**
 * Home (spec §1): the real-name announcement, what the product is and why pay-as-you-go, the live price
 * guide, how to reach the administrators (the support channels they set) and the FAQ.
 */
export function HomePage() {
  useEffect(() => whenIdle(FaqSection.preload, 5_000), []);
  return (
    <div className="home">
      <AnnouncementBanner />
      <HydrateApart>
        <HomeHero />
      </HydrateApart>
      <HydrateApart>
        <WhySection />
      </HydrateApart>
      <HydrateApart>
        <PriceGuide />
      </HydrateApart>
      <HydrateApart>
        <SupportSection />
      </HydrateApart>
      <HydrateApart>
        <RenderWhenNear placeholder={<FaqPlaceholder />}>
          <FaqSection />
        </RenderWhenNear>
      </HydrateApart>
    </div>
  );
}
