import { useState } from 'react';
import type { z } from 'zod';
import type { CoachApplication } from '../../../../shared/contracts/coaching';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { SelectField } from '../../../components/ui/select-field';
import { useDecideCoachApplication } from '../api/decide-coach-application';
import { useCoachApplications } from '../api/list-coach-applications';
import { AdminPageHeader } from '../components/admin-page-header';
import { DataTable, rowClasses, Td, Th } from '../components/admin-table';
import { ApplicationField } from '../components/application-field';
import { ApplicationStatusBadge, STATUS_FILTER_OPTIONS, statusFromFilter } from '../components/application-status';
import { type Decision, DecisionForm, DecisionSummary } from '../components/decision-form';
import { formatDate, formatDateTime } from '../components/format';
import { errorText, type Outcome } from '../components/server-error';

type Application = z.infer<typeof CoachApplication>;

/** /admin/coach-applications (admin): list, open one, approve or decline with a note (the applicant is emailed). */
export default function CoachApplicationsPage() {
  const [filter, setFilter] = useState('pending');
  const applications = useCoachApplications(statusFromFilter(filter));
  const [open, setOpen] = useState<Application | null>(null);

  return (
    <>
      <AdminPageHeader title="Coach applications">
        People who applied at /coach-application. Open one to read it, then approve or decline with a note: we email
        the applicant either way.
      </AdminPageHeader>
      <SelectField label="Show" name="status" options={STATUS_FILTER_OPTIONS} value={filter} onChange={(event) => setFilter(event.target.value)} className="mb-4 max-w-xs" />
      <DataTable
        caption="Coach applications"
        columns={['Name', 'Email', 'Received', 'Status', { label: 'Actions', srOnly: true }]}
        query={applications}
        rows={applications.data?.applications}
        notes={{ loading: 'Loading applications...', failed: 'We could not load the applications.', empty: 'No applications here.' }}
      >
        {(application) => (
          <tr key={application.id} className={rowClasses}>
            <Th scope="row">{application.name}</Th>
            <Td>{application.email}</Td>
            <Td className="whitespace-nowrap">{formatDate(application.createdAt)}</Td>
            <Td>
              <ApplicationStatusBadge status={application.status} />
            </Td>
            <Td className="text-right">
              <Button variant="outline" size="sm" aria-haspopup="dialog" aria-label={`Open: ${application.name}`} onClick={() => setOpen(application)}>
                Open
              </Button>
            </Td>
          </tr>
        )}
      </DataTable>
      <Dialog side="wide" open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={open ? `Application from ${open.name}` : ''}>
        {open && <CoachApplicationDetail key={open.id} application={open} onDecided={setOpen} />}
      </Dialog>
    </>
  );
}

function CoachApplicationDetail({ application, onDecided }: { application: Application; onDecided: (next: Application) => void }) {
  const decide = useDecideCoachApplication();
  const [outcome, setOutcome] = useState<Outcome>(null);

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
                  <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-primary underline underline-offset-4">
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
        <DecisionSummary status={application.status} note={application.decisionNote} decidedAt={application.decidedAt && formatDateTime(application.decidedAt)} />
      )}
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </div>
  );
}
