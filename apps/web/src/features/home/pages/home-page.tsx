import '../home.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part.tsx';
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
// 20 KB gzip) are fetched once the page is up, not with its first load. The prerendered page holds its
// placeholder, which the app's first render (the hydration) keeps; the tabs replace it after.
const FaqSection = lazyPart(
  () => import('../components/faq-section.tsx').then((module) => module.FaqSection),
  FaqPlaceholder,
);

/**
 * Home (spec §1): the real-name announcement, what the product is and why pay-as-you-go, the live price
 * guide, how to reach the administrators (the support channels they set) and the FAQ.
 */
export function HomePage() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <div className="home">
      <AnnouncementBanner />
      <HomeHero />
      <WhySection />
      <PriceGuide />
      <SupportSection />
      {mounted ? <FaqSection /> : <FaqPlaceholder />}
    </div>
  );
}
