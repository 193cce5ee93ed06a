import { Link } from 'react-router';
import { useSoulprint } from '../api/get-soulprint';
import { useSoulprintUpdates } from '../api/use-soulprint-updates';
import { CompassHistory } from '../components/compass-history';
import { CompassProfile } from '../components/compass-profile';
import { CompassProgress } from '../components/compass-progress';
import { CompassRadar } from '../components/compass-radar';
import { CosmicCoordinatesForm } from '../components/cosmic-coordinates-form';
import { CardShapes } from '#web/components/cards-skeleton';
import { PageFrame } from '#web/components/page-frame';
import { QueryState } from '#web/components/query-state';

/**
 * /soulprint-compass (member): how complete the SoulPrint is and what is left, the burnout type and
 * archetype, the compass of every latest score, results over time and the Cosmic Coordinates form.
 * Other tabs' changes arrive as 'soulprint.updated' and refresh it.
 */
export default function SoulprintCompassPage() {
  const query = useSoulprint();
  useSoulprintUpdates();

  return (
    <PageFrame
      title="SoulPrint Compass"
      lead={
        <>
          Your personal profile, built from every assessment you take. It shows where you are now, not who you have to be.{' '}
          <Link to="/learn/soulprint-compass" className="font-semibold text-primary underline underline-offset-4">
            How to read it
          </Link>
        </>
      }
    >
      <QueryState
        query={query}
        what="your SoulPrint"
        hint="Nothing is lost. Check your connection and try again."
        shape={<CardShapes cards={[{ body: 'h-40' }, { body: 'h-64' }, { body: 'h-80' }]} />}
      >
        {(soulprint) => (
          <>
            <CompassProgress tracking={soulprint.tracking} />
            <CompassProfile soulprint={soulprint} />
            <CompassRadar axes={soulprint.axes} />
            <CompassHistory history={soulprint.history} />
            <CosmicCoordinatesForm astrology={soulprint.astrology} />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
