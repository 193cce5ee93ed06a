import { Link } from 'react-router';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useCircles } from '../api/list-circles';
import { useMute } from '../api/mute-circle';

const pill = (current: boolean) =>
  cn(
    'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold',
    current ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface hover:bg-muted',
  );

/** The circles as links (all, each circle, most helpful), and on a circle's page its description, host and mute switch. */
export function CircleNav({ circle, view }: { circle: string | null; view: string | null }) {
  const circles = useCircles();
  const mute = useMute();
  return (
    <QueryState query={circles} what="the circles">
      {({ circles: list }) => {
        const current = list.find((c) => c.slug === circle);
        return (
          <div className="flex flex-col gap-4">
            <nav aria-label="Circles">
              <ul className="flex flex-wrap gap-2">
                <li>
                  <Link to="/lounge" className={pill(!circle && !view)} aria-current={!circle && !view ? 'page' : undefined}>
                    All circles
                  </Link>
                </li>
                {list.map((c) => (
                  <li key={c.slug}>
                    <Link
                      to={`/lounge?circle=${c.slug}`}
                      className={pill(c.slug === circle)}
                      aria-current={c.slug === circle ? 'page' : undefined}
                    >
                      {c.name}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    to="/lounge?view=helpful"
                    className={pill(view === 'helpful')}
                    aria-current={view === 'helpful' ? 'page' : undefined}
                  >
                    Most helpful this week
                  </Link>
                </li>
              </ul>
            </nav>
            {current && (
              <div className="flex flex-col gap-2">
                <p className="text-muted-foreground">{current.description}</p>
                {current.host && <p className="text-sm">Hosted by {current.host}, one of our coaches.</p>}
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  aria-pressed={current.muted}
                  pending={mute.isPending}
                  onClick={() => mute.mutate({ circle: current.slug, on: !current.muted })}
                >
                  {current.muted ? 'Unmute this circle' : 'Mute in All circles'}
                </Button>
              </div>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
