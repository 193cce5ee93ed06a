import { useState } from 'react';
import type { z } from 'zod';
import { HARDSHIP_LEVELS, type HardshipApplication } from '../../../../shared/contracts/memberships';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { SelectField } from '../../../components/ui/select-field';
import { useDecideHardshipApplication } from '../api/decide-hardship-application';
import { useHardshipApplications } from '../api/list-hardship-applications';
import { AdminPageHeader } from '../components/admin-page-header';
import { DataTable, rowClasses, Td, Th } from '../components/admin-table';
import { ApplicationField } from '../components/application-field';
import { ApplicationStatusBadge, STATUS_FILTER_OPTIONS, statusFromFilter } from '../components/application-status';
import { type Decision, DecisionForm, DecisionSummary } from '../components/decision-form';
import { formatDate, formatDateTime } from '../components/format';
import { errorText, type Outcome } from '../components/server-error';

type Application = z.infer<typeof HardshipApplication>;
type Level = (typeof HARDSHIP_LEVELS)[number];
const LEVEL_OPTIONS = HARDSHIP_LEVELS.map((level) => ({ value: String(level), label: `${level} % off` }));
const memberOf = (application: Application) => application.email ?? 'A deleted account';

/**
 * /admin/hardship-applications (admin): sliding-scale requests. An approval stores the level granted
 * (by default the one asked for) so that checkout can apply it; the member is emailed either way.
 */
export default function HardshipApplicationsPage() {
  const [filter, setFilter] = useState('pending');
  const applications = useHardshipApplications(statusFromFilter(filter));
  const [open, setOpen] = useState<Application | null>(null);

  return (
    <>
      <AdminPageHeader title="Hardship applications">
        Requests for 50 %, 75 % or 100 % off a membership. Read the situation, then approve (choosing the level) or
        decline with a note: we email the member either way.
      </AdminPageHeader>
      <SelectField label="Show" name="status" options={STATUS_FILTER_OPTIONS} value={filter} onChange={(event) => setFilter(event.target.value)} className="mb-4 max-w-xs" />
      <DataTable
        caption="Hardship applications"
        columns={['Member', 'Asked for', 'Received', 'Status', { label: 'Actions', srOnly: true }]}
        query={applications}
        rows={applications.data?.applications}
        notes={{ loading: 'Loading applications...', failed: 'We could not load the applications.', empty: 'No applications here.' }}
      >
        {(application) => (
          <tr key={application.id} className={rowClasses}>
            <Th scope="row">{memberOf(application)}</Th>
            <Td className="whitespace-nowrap">{application.requestedLevel} % off</Td>
            <Td className="whitespace-nowrap">{formatDate(application.createdAt)}</Td>
            <Td>
              <ApplicationStatusBadge status={application.status} />
            </Td>
            <Td className="text-right">
              <Button variant="outline" size="sm" aria-haspopup="dialog" aria-label={`Open: ${memberOf(application)}`} onClick={() => setOpen(application)}>
                Open
              </Button>
            </Td>
          </tr>
        )}
      </DataTable>
      <Dialog side="wide" open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title="Hardship application">
        {open && <HardshipApplicationDetail key={open.id} application={open} onDecided={setOpen} />}
      </Dialog>
    </>
  );
}

function HardshipApplicationDetail({ application, onDecided }: { application: Application; onDecided: (next: Application) => void }) {
  const decide = useDecideHardshipApplication();
  const [level, setLevel] = useState(String(application.requestedLevel));
  const [outcome, setOutcome] = useState<Outcome>(null);

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
          <SelectField label="Discount to grant if you approve" name="approvedLevel" options={LEVEL_OPTIONS} value={level} onChange={(event) => setLevel(event.target.value)} className="max-w-xs" />
        </DecisionForm>
      ) : (
        <DecisionSummary status={application.status} note={application.decisionNote} decidedAt={application.decidedAt && formatDateTime(application.decidedAt)}>
          {application.approvedLevel !== null && <p>Granted: {application.approvedLevel} % off</p>}
        </DecisionSummary>
      )}
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </div>
  );
}
