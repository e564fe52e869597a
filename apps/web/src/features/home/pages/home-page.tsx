import '../home.css';
import { AnnouncementBanner } from '../components/announcement-banner.tsx';
import { FaqSection } from '../components/faq-section.tsx';
import { HomeHero } from '../components/home-hero.tsx';
import { PriceGuide } from '../components/price-guide.tsx';
import { SupportSection } from '../components/support-section.tsx';
import { WhySection } from '../components/why-section.tsx';

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
