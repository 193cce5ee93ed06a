import { Link } from 'react-router';
import { TitledSection } from '#web/components/titled-section';
import { buttonVariants } from '#web/components/ui/button';
import { dailyLimitLine } from '../lib/sofia-day';

const OFFERS = [
  'Conversations by chat or out loud, at your own pace',
  'Breathing, grounding and thought reframes, guided step by step',
  'Reflections drawn from your own check-ins, results and Edits',
  'Links to the module, article or tool that fits the moment',
];

/** For a member without Sofia: what she offers (with the daily limit, once known) and the way to Premium (the safety parts stay open). */
export function SofiaOffer({ dailyLimit }: { dailyLimit?: number }) {
  return (
    <TitledSection
      id="sofia-offer"
      title="Sofia comes with Premium and Elite"
      description="Your plan today includes Sofia’s safety parts: if things ever feel unsafe, she shows you people who can help, grounds with you while you reach out and opens your safety plan. With a membership, she is there for everything else too."
    >
      <ul className="flex list-disc flex-col gap-2 pl-6">
        {[...OFFERS, ...(dailyLimit === undefined ? [] : [dailyLimitLine(dailyLimit)])].map((offer) => (
          <li key={offer}>{offer}</li>
        ))}
      </ul>
      <Link to="/memberships" className={buttonVariants({ className: 'self-start' })}>
        See memberships
      </Link>
    </TitledSection>
  );
}
