import { ClosingCallToAction, Newsletter } from './closing-sections';
import { FeaturedArticles } from './featured-articles';
import { FeaturedProperties } from './featured-properties';
import { FeaturedAdvisors } from './featured-advisors';
import { HomeHero } from './home-hero';
import { PremiumServices, QuickLinks, WhyChoose } from './home-sections';

/** / — the home page, its sections in the order. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <QuickLinks />
      <FeaturedProperties />
      <FeaturedArticles />
      <FeaturedAdvisors />
      <PremiumServices />
      <WhyChoose />
      <ClosingCallToAction />
      <Newsletter />
    </>
  );
}
