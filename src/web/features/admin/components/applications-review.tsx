import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ApplicationStatus } from '../api/list-coach-applications';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { StatusFilter } from '#web/components/status-filter';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { ApplicationStatusBadge, STATUS_FILTER_OPTIONS, statusFromFilter } from './application-status';
import { formatDate } from '#web/lib/dates';

interface Reviewed {
  id: string;
  status: ApplicationStatus;
  createdAt: string;
}

interface ApplicationsReviewProps<T extends Reviewed> {
  title: string;
  intro: ReactNode;
  /** The applications with a status (null: all), newest first, a page at a time. */
  useApplications: (status: ApplicationStatus | null) => UseInfiniteQueryResult<InfiniteData<{ applications: T[] }>>;
  /** Who applied, as the row's heading and the Open button's name, under `applicantLabel`. */
  applicant: (application: T) => string;
  applicantLabel: string;
  /** The one column between the applicant and the date. */
  detailColumn: { label: string; cell: (application: T) => ReactNode };
  dialogTitle: (application: T) => string;
  /** The open application, read and decided; `onDecided` gets the application as it is now. */
  children: (application: T, onDecided: (next: T) => void) => ReactNode;
}

/**
 * The back office's application pages (coaches, hardship): a status filter, one table of
 * applications, and the one opened in a dialog to read and decide.
 */
export function ApplicationsReview<T extends Reviewed>({
  title,
  intro,
  useApplications,
  applicant,
  applicantLabel,
  detailColumn,
  dialogTitle,
  children,
}: ApplicationsReviewProps<T>) {
  const [filter, setFilter] = useState('pending');
  const applications = useApplications(statusFromFilter(filter));
  const [open, setOpen] = useState<T | null>(null);

  return (
    <>
      <AdminPageHeader title={title}>{intro}</AdminPageHeader>
      <StatusFilter options={STATUS_FILTER_OPTIONS} value={filter} onChange={setFilter} />
      <DataTable
        caption={title}
        columns={[applicantLabel, detailColumn.label, 'Received', 'Status', { label: 'Actions', srOnly: true }]}
        query={applications}
        rows={applications.data?.pages.flatMap((page) => page.applications)}
        more={applications}
        notes={{ loading: 'Loading applications...', failed: 'We could not load the applications.', empty: 'No applications here.' }}
      >
        {(application) => (
          <tr key={application.id} className={rowClasses}>
            <Th scope="row">{applicant(application)}</Th>
            <Td className="whitespace-nowrap">{detailColumn.cell(application)}</Td>
            <Td className="whitespace-nowrap">{formatDate(application.createdAt)}</Td>
            <Td>
              <ApplicationStatusBadge status={application.status} />
            </Td>
            <Td className="text-right">
              <Button
                variant="outline"
                size="sm"
                aria-haspopup="dialog"
                aria-label={`Open: ${applicant(application)}`}
                onClick={() => setOpen(application)}
              >
                Open
              </Button>
            </Td>
          </tr>
        )}
      </DataTable>
      <Dialog side="wide" open={open !== null} onOpenChange={(next) => !next && setOpen(null)} title={open ? dialogTitle(open) : ''}>
        {open && children(open, setOpen)}
      </Dialog>
    </>
  );
}
