import '../home.css';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { AnnouncementBanner } from '../components/announcement-banner.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { PriceGuide } from '../components/price-guide.tsx';
import { SupportSection } from '../components/support-section.tsx';
import { WhySection } from '../components/why-section.tsx';

// The FAQ sits at the bottom, under the fold on any screen: its tabs (antd Tabs with their overflow menu, about
// 20 KB gzip) load after the page has shown its first screen. The placeholder keeps the section's place.
const FaqSection = lazyPart(
  () => import('../components/faq-section.tsx').then((module) => module.FaqSection),
  () => <div className="home-section faq-placeholder" />,
);

/**
 * Home (spec §1): the real-name announcement, what the product is and why pay-as-you-go, the live price
 * guide, support (coming soon) and the FAQ.
 */
export function HomePage() {
  return (
    <div className="home">
      <AnnouncementBanner />
      <HomeHero />
      <WhySection />
      <PriceGuide />
      <SupportSection />
      <FaqSection />
    </div>
  );
}
