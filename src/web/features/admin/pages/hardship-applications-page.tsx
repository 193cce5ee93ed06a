import { useState } from 'react';
import type { z } from 'zod';
import { HARDSHIP_LEVELS, type HardshipApplication } from '#shared/contracts/memberships';
import { Notice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { useDecideHardshipApplication } from '../api/decide-hardship-application';
import { useHardshipApplications } from '../api/list-hardship-applications';
import { ApplicationField } from '../components/application-field';
import { ApplicationStatusBadge } from '../components/application-status';
import { HardshipReviewForm } from '../components/hardship-review-form';
import { ApplicationsReview } from '../components/applications-review';
import { type Decision, DecisionForm, DecisionSummary } from '../components/decision-form';
import { formatDateTime } from '#web/lib/dates';
import { errorText, type Outcome } from '#web/lib/server-error';
import { useFocusWhen } from '#web/lib/use-focus-when';

type Application = z.infer<typeof HardshipApplication>;
type Level = (typeof HARDSHIP_LEVELS)[number];
const LEVEL_OPTIONS = HARDSHIP_LEVELS.map((level) => ({ value: String(level), label: `${level} % off` }));
const memberOf = (application: Application) => application.email ?? 'A deleted account';

/**
 * /admin/hardship-applications (admin): sliding-scale requests. An approval stores the level granted
 * (by default the one asked for) so that checkout can apply it; the member is emailed either way.
 */
export default function HardshipApplicationsPage() {
  return (
    <ApplicationsReview
      title="Hardship applications"
      intro="Requests for 50 %, 75 % or 100 % off a membership. Read the situation, then approve (choosing the level) or decline with a note: we email the member either way."
      useApplications={useHardshipApplications}
      applicant={memberOf}
      applicantLabel="Member"
      detailColumn={{ label: 'Asked for', cell: (application) => `${application.requestedLevel} % off` }}
      dialogTitle={() => 'Hardship application'}
    >
      {(application, onDecided) => <HardshipApplicationDetail key={application.id} application={application} onDecided={onDecided} />}
    </ApplicationsReview>
  );
}

function HardshipApplicationDetail({ application, onDecided }: { application: Application; onDecided: (next: Application) => void }) {
  const decide = useDecideHardshipApplication();
  const [level, setLevel] = useState(String(application.requestedLevel));
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Deciding replaces the form that had focus with what was decided: focus follows to it.
  const decidedHeading = useFocusWhen<HTMLHeadingElement>(application.status !== 'pending');

  const onDecide = (decision: Decision, note: string) => {
    setOutcome(null);
    const approvedLevel = decision === 'approved' ? (Number(level) as Level) : undefined;
    decide.mutate(
      { id: application.id, decision: { decision, note, approvedLevel } },
      {
        onSuccess: (next) => {
          onDecided(next);
          const what = decision === 'approved' ? `Approved at ${next.approvedLevel ?? next.requestedLevel} % off` : 'Declined';
          setOutcome({ tone: 'success', text: next.email ? `${what}. We emailed ${next.email}.` : `${what}.` });
        },
        onError: (error) => setOutcome({ tone: 'error', text: errorText(error, 'We could not save the decision. Please try again.') }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <ApplicationStatusBadge status={application.status} />
        Received {formatDateTime(application.createdAt)} from {memberOf(application)}
      </p>
      <dl className="flex flex-col gap-3">
        <ApplicationField label="Asked for">{application.requestedLevel} % off</ApplicationField>
        <ApplicationField label="Their situation">{application.situation}</ApplicationField>
        <ApplicationField label="Anything else">{application.note || 'Nothing added'}</ApplicationField>
      </dl>
      {application.status === 'pending' ? (
        <DecisionForm recipient={memberOf(application)} busy={decide.isPending} onDecide={onDecide}>
          <SelectField
            label="Discount to grant if you approve"
            name="approvedLevel"
            options={LEVEL_OPTIONS}
            value={level}
            onChange={(event) => setLevel(event.target.value)}
            className="max-w-xs"
          />
        </DecisionForm>
      ) : (
        <DecisionSummary
          status={application.status}
          note={application.decisionNote}
          decidedAt={application.decidedAt && formatDateTime(application.decidedAt)}
          headingRef={decidedHeading}
        >
          {application.approvedLevel !== null && <p>Granted: {application.approvedLevel} % off</p>}
          {application.status === 'approved' && <HardshipReviewForm application={application} />}
        </DecisionSummary>
      )}
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </div>
  );
}
