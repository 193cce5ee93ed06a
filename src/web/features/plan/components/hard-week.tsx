import { BedDouble, Minimize2, SlidersHorizontal, Users, Waves } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlanResponse } from '#shared/contracts/edits';
import { CrisisResources } from '#web/components/crisis-resources';
import { linkClasses, modulePath } from '../lib/links';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="mt-1 flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold">{title}</h3>
        <div className="max-w-[65ch] text-foreground">{children}</div>
      </div>
    </li>
  );
}

/** The crisis card's words here: nothing was shared, so they speak to how things might feel. */
export const HARD_WEEK_CRISIS_BODY =
  'If a hard week turns into feeling unsafe, or you are thinking about harming yourself or ending your life, please reach out now. Talking to someone can help, and these lines are free, confidential and open day and night.';

const icon = { 'aria-hidden': true, strokeWidth: 1.75, className: 'size-5' } as const;

/** What to do when a week goes badly: shrink it, reset, rest, adjust, reach out, and crisis lines. */
export function HardWeek({ nextModule }: { nextModule: PlanResponse['nextModule'] }) {
  return (
    <section aria-labelledby="hard-week-heading" className="flex flex-col gap-6 rounded-card border border-border bg-muted/60 p-6 sm:p-8">
      <div className="flex flex-col gap-2">
        <h2 id="hard-week-heading" className="text-2xl font-semibold">
          When a week goes badly
        </h2>
        <p className="max-w-[65ch]">
          Some weeks fall apart: work piles up, sleep goes, someone needs you, or your body simply says no. That is not failing the plan. A
          plan for recovery has to bend, and a hard week does not undo anything you have already done. Here is what helps instead of pushing
          through.
        </p>
      </div>
      <ul className="flex flex-col gap-6">
        <Item icon={<Minimize2 {...icon} />} title="Shrink it to one module">
          <p>
            Let the whole week be one module, or only its reading. Five minutes counts as a full session.
            {nextModule && (
              <>
                {' '}
                Yours is{' '}
                <Link to={modulePath(nextModule.editSlug, nextModule.moduleSlug)} className={linkClasses}>
                  {nextModule.moduleTitle}
                </Link>
                , about {nextModule.minutes} minutes.
              </>
            )}
          </p>
        </Item>
        <Item icon={<Waves {...icon} />} title="Use the Reset Room instead">
          <p>
            If even a module feels like too much, one breathing guide or one-minute practice in the{' '}
            <Link to="/reset-room" className={linkClasses}>
              Reset Room
            </Link>{' '}
            is enough for today. It is there whenever you need it, as often as you need it.
          </p>
        </Item>
        <Item icon={<BedDouble {...icon} />} title="Rest is part of the plan">
          <p>
            Skipping a session to sleep, eat, or do nothing at all is not falling behind. Your nervous system recovers in the pauses.
            Nothing here counts streaks or missed days, so there is nothing to catch up on when you come back.
          </p>
        </Item>
        <Item icon={<SlidersHorizontal {...icon} />} title="Change the rhythm to fit your life">
          <p>
            If the rhythm above asks more than you have right now, lower it. One day a week, five minutes at a time, is a real plan. You can
            raise it again later, or never.
          </p>
        </Item>
        <Item icon={<Users {...icon} />} title="Let someone know">
          <p>
            A friend, your doctor, a therapist or a coach. You do not have to carry a hard week on your own, and saying it out loud often
            makes it lighter.
          </p>
        </Item>
      </ul>
      <CrisisResources headingLevel={3} body={HARD_WEEK_CRISIS_BODY} />
    </section>
  );
}
