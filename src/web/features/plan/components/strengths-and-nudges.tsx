import { Leaf, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import type { JourneyResponse } from '#shared/contracts/edits';
import { IconHeading } from '#web/components/icon-heading';
import { useDistressShown } from '#web/lib/distress';
import { blockerSuggestion } from '../lib/journey-words';
import { linkClasses } from '../lib/links';

/** The insight's strengths, and its blockers as gentle suggestions with a way forward. */
export function StrengthsAndNudges({ insight }: { insight: JourneyResponse['insight'] }) {
  // Issue 16: after a crisis answer or a low well-being score this session, no "nothing in your way".
  const gentle = useDistressShown();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <IconHeading icon={Sprout}>What is going well</IconHeading>
        {insight.strengths.length > 0 ? (
          <ul className="flex list-disc flex-col gap-2 pl-5">
            {insight.strengths.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Showing up here counts. Strengths appear as your journey builds.</p>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <IconHeading icon={Leaf}>What might help next</IconHeading>
        {insight.blockers.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {insight.blockers.map((b) => {
              const s = blockerSuggestion(b);
              return (
                <li key={b} className="flex flex-col gap-1">
                  <p>{s.text}</p>
                  {s.link && (
                    <Link to={s.link.to} className={`${linkClasses} self-start`}>
                      {s.link.label}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-muted-foreground">
            {gentle
              ? 'There is nothing you need to do today. Take what helps, and leave the rest for another day.'
              : 'Nothing is standing in your way right now. Keep going at the pace that suits you.'}
          </p>
        )}
      </div>
    </div>
  );
}
