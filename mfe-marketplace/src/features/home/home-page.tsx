import { HomeHero } from './home-hero';

/** / — the home page; its sections after the hero arrive with the marketplace issue. */
export function HomePage() {
  return <HomeHero />;
}
