import { useState } from 'react';
import type { z } from 'zod';
import type { CoachApplication } from '#shared/contracts/coaching';
import { Notice } from '#web/components/ui/notice';
import { useDecideCoachApplication } from '../api/decide-coach-application';
import { useCoachApplications } from '../api/list-coach-applications';
import { ApplicationField } from '../components/application-field';
import { ApplicationStatusBadge } from '../components/application-status';
import { ApplicationsReview } from '../components/applications-review';
import { type Decision, DecisionForm, DecisionSummary } from '../components/decision-form';
import { formatDateTime } from '#web/lib/dates';
import { errorText, type Outcome } from '#web/lib/server-error';
import { useFocusWhen } from '#web/lib/use-focus-when';

type Application = z.infer<typeof CoachApplication>;

/** /admin/coach-applications (admin): list, open one, approve or decline with a note (the applicant is emailed). */
export default function CoachApplicationsPage() {
  return (
    <ApplicationsReview
      title="Coach applications"
      intro="People who applied at /coach-application. Open one to read it, then approve or decline with a note: we email the applicant either way."
      useApplications={useCoachApplications}
      applicant={(application) => application.name}
      applicantLabel="Name"
      detailColumn={{ label: 'Email', cell: (application) => application.email }}
      dialogTitle={(application) => `Application from ${application.name}`}
    >
      {(application, onDecided) => <CoachApplicationDetail key={application.id} application={application} onDecided={onDecided} />}
    </ApplicationsReview>
  );
}

function CoachApplicationDetail({ application, onDecided }: { application: Application; onDecided: (next: Application) => void }) {
  const decide = useDecideCoachApplication();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Deciding replaces the form that had focus with what was decided: focus follows to it.
  const decidedHeading = useFocusWhen<HTMLHeadingElement>(application.status !== 'pending');

  const onDecide = (decision: Decision, note: string) => {
    setOutcome(null);
    decide.mutate(
      { id: application.id, decision: { decision, note } },
      {
        onSuccess: (next) => {
          onDecided(next);
          setOutcome({ tone: 'success', text: `${decision === 'approved' ? 'Approved' : 'Declined'}. We emailed ${next.email}.` });
        },
        onError: (error) => setOutcome({ tone: 'error', text: errorText(error, 'We could not save the decision. Please try again.') }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
        <ApplicationStatusBadge status={application.status} />
        Received {formatDateTime(application.createdAt)} from {application.email}
      </p>
      <dl className="flex flex-col gap-3">
        <ApplicationField label="Training and credentials">{application.credentials}</ApplicationField>
        <ApplicationField label="Experience">{application.experience}</ApplicationField>
        <ApplicationField label="How they work">{application.approach}</ApplicationField>
        <ApplicationField label="Links">
          {application.links.length === 0 ? (
            'None given'
          ) : (
            <ul>
              {application.links.map((link) => (
                <li key={link}>
                  <a
                    href={link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="wrap-anywhere text-primary underline underline-offset-4"
                  >
                    {link}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </ApplicationField>
      </dl>
      {application.status === 'pending' ? (
        <DecisionForm recipient={application.email} busy={decide.isPending} onDecide={onDecide} />
      ) : (
        <DecisionSummary
          status={application.status}
          note={application.decisionNote}
          decidedAt={application.decidedAt && formatDateTime(application.decidedAt)}
          headingRef={decidedHeading}
        />
      )}
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </div>
  );
}
