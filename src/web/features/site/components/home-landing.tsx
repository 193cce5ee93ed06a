import { HomeEdits, HomeMeetSofia } from './home-edits-sofia';
import { HomeFaq } from './home-faq';
import { HomeHowItWorks } from './home-how-it-works';
import { HomeStats } from './home-stats';

/**
 * Spec 2.9 landing sections, below the intro or welcome-back block: How It Works, the stats, Edits,
 * Meet Sofia and the FAQ. One lazy chunk, so the home page's first load (and the hero, its LCP)
 * never waits for them. Members see them too: they explain the product to anyone still deciding.
 * The bottom padding keeps the last lines clear of the floating Sofia button.
 */
export default function HomeLanding() {
  return (
    <div className="pb-28 md:pb-20">
      <HomeHowItWorks />
      <HomeStats />
      <HomeEdits />
      <HomeMeetSofia />
      <HomeFaq />
    </div>
  );
}
