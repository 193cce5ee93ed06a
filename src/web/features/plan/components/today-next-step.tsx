import { ArrowRight, ClipboardPen, Compass, PlayCircle, Trophy } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { buttonVariants } from '#web/components/ui/button';
import { SetAsideButton } from '#web/features/edits/components/set-aside-edit';
import type { PlanResponse } from '#shared/contracts/edits';
import { usePlan } from '../api/get-plan';
import { WRAPPING_BUTTON } from '../lib/links';
import { type NextStep, nextStep, restNote } from '../lib/next-step';
import { QueryState } from '#web/components/query-state';
import { NextStepShape } from './plan-skeletons';
import { SectionCard } from './section-card';

const ICONS: Record<NextStep['kind'], typeof PlayCircle> = { module: PlayCircle, audit: ClipboardPen, finished: Trophy, choose: Compass };

/**
 * Today's one next step (GET /api/plan): the plan's next module, or the audit when there is no
 * result yet, or the way to the next Edit. On a day outside the member's usual rhythm, a kind
 * word that resting is fine.
 */
export function TodayNextStep({ now = new Date(), className }: { now?: Date; className?: string }) {
  const plan = usePlan();
  return (
    <SectionCard
      id="today-next-step-heading"
      title="Today's next step"
      tone="primary"
      link={{ to: '/my-reset-plan', label: 'Your plan' }}
      className={className}
    >
      <QueryState query={plan} what="your next step" shape={<NextStepShape />}>
        {(data) => <PlanStep plan={data} now={now} />}
      </QueryState>
    </SectionCard>
  );
}

function PlanStep({ plan, now }: { plan: PlanResponse; now: Date }) {
  const inProgress = plan.nextModule?.inProgress === true;
  // Setting the Edit aside takes its button away: focus goes to the step that takes its place.
  const title = useFocusWhen<HTMLParagraphElement>(!inProgress);
  return (
    <>
      <StepBody step={nextStep(plan)} note={restNote(plan, now)} titleRef={title} />
      {/* Issue 16: an Edit in progress stays the next step until finished or set aside. */}
      {inProgress && <SetAsideButton edit={{ slug: plan.nextModule!.editSlug, title: plan.nextModule!.editTitle }} />}
    </>
  );
}

function StepBody({ step, note, titleRef }: { step: NextStep; note: string | null; titleRef?: Ref<HTMLParagraphElement> }) {
  const Icon = ICONS[step.kind];
  return (
    <div className="flex flex-col gap-3" data-step={step.kind}>
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <p ref={titleRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            {step.title}
          </p>
          <p className="text-muted-foreground">{step.detail}</p>
        </div>
      </div>
      {note && <p className="max-w-[65ch]">{note}</p>}
      <Link to={step.to} className={buttonVariants({ className: WRAPPING_BUTTON })}>
        {step.action}
        <ArrowRight aria-hidden="true" strokeWidth={1.75} />
      </Link>
    </div>
  );
}
