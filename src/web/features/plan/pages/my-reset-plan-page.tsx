import { ArrowRight, ClipboardPen } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanResponse } from '#shared/contracts/edits';
import { buttonVariants } from '#web/components/ui/button';
import { usePlan } from '../api/get-plan';
import { HardWeek } from '../components/hard-week';
import { AlsoRecommended, RecommendedEdit } from '../components/recommended-edit';
import { RhythmForm } from '../components/rhythm-form';
import { SectionCard } from '../components/section-card';
import { AUDIT_PATH, linkClasses, modulePath } from '../lib/links';
import { hasResult } from '../lib/next-step';
import { describeRhythm } from '../lib/rhythm';
import { QueryPageFrame } from '#web/components/query-page-frame';

/** /my-reset-plan (member): the plan built from the latest results (GET /api/plan). */
export default function MyResetPlanPage() {
  const plan = usePlan();
  return (
    <QueryPageFrame
      title="My Reset Plan"
      lead="Built from your latest results. It is a suggestion, not a schedule: change anything that does not fit your life right now."
      query={plan}
      what="your plan"
    >
      {(data) => <Plan plan={data} />}
    </QueryPageFrame>
  );
}

function Plan({ plan }: { plan: PlanResponse }) {
  return (
    <>
      {hasResult(plan) ? <Recommendation plan={plan} /> : <AuditInvitation />}

      <SectionCard id="rhythm-heading" title="Your weekly rhythm">
        <p className="max-w-[65ch] text-muted-foreground">
          How often you would like to come back, and for how long. It is only a guide for you: we never count missed days.
        </p>
        <p>
          <span className="font-semibold">Right now:</span> {describeRhythm(plan.rhythm)}
        </p>
        <RhythmForm rhythm={plan.rhythm} />
      </SectionCard>

      {plan.alsoRecommended.length > 0 && (
        <SectionCard id="also-heading" title="Also recommended for you">
          <p className="text-muted-foreground">For later, or for a change of pace. There is no order you have to follow.</p>
          <AlsoRecommended edits={plan.alsoRecommended} />
        </SectionCard>
      )}

      <HardWeek nextModule={plan.nextModule} />
    </>
  );
}

function AuditInvitation() {
  return (
    <SectionCard id="audit-heading" title="Your plan starts with the audit" tone="primary">
      <p className="max-w-[65ch]">
        The Operating System Audit looks at how your energy, stress and nervous system are doing. From your result we suggest the Edit most
        likely to help first, and the module to start with.
      </p>
      <p className="text-muted-foreground">About 10 minutes. You can pause any time: your answers are saved as you go.</p>
      <div className="flex flex-wrap items-center gap-4">
        <Link to={AUDIT_PATH} className={buttonVariants()}>
          <ClipboardPen aria-hidden="true" strokeWidth={1.75} />
          Take the Operating System Audit
        </Link>
        <Link to="/reset-paths" className={linkClasses}>
          Or look at the Edits first
        </Link>
      </div>
    </SectionCard>
  );
}

function Recommendation({ plan }: { plan: PlanResponse }) {
  const next = plan.nextModule;
  return (
    <>
      <SectionCard id="recommended-heading" title="Your recommended Edit">
        {plan.recommended ? (
          <RecommendedEdit edit={plan.recommended} />
        ) : (
          <p>
            None of our Edits is matched to your result yet, so any of them is a good place to start.{' '}
            <Link to="/reset-paths" className={linkClasses}>
              Browse the Edits
            </Link>
          </p>
        )}
      </SectionCard>

      {plan.recommended && (
        <SectionCard id="next-module-heading" title="Your next module">
          {next ? (
            <div className="flex flex-col gap-3">
              <p className="text-xl font-semibold">{next.moduleTitle}</p>
              <p className="text-muted-foreground">
                From {next.editTitle}, about {next.minutes} minutes: a short reading, one practice and a question to reflect on.
              </p>
              <Link to={modulePath(next.editSlug, next.moduleSlug)} className={buttonVariants({ className: 'self-start' })}>
                Open {next.moduleTitle}
                <ArrowRight aria-hidden="true" strokeWidth={1.75} />
              </Link>
            </div>
          ) : (
            <p className="max-w-[65ch]">
              You have finished every module of {plan.recommended.title}. Revisit any module that helped, or try one of the Edits below when
              you feel ready.
            </p>
          )}
        </SectionCard>
      )}
    </>
  );
}
