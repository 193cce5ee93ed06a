import { Badge, type BadgeProps } from '#web/components/ui/badge';
import type { ApplicationStatus } from '../api/list-coach-applications';

const LABELS: Record<ApplicationStatus, string> = { pending: 'Waiting', approved: 'Approved', declined: 'Declined' };
const VARIANTS: Record<ApplicationStatus, BadgeProps['variant']> = { pending: 'secondary', approved: 'default', declined: 'outline' };

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={VARIANTS[status]}>{LABELS[status]}</Badge>;
}

/** The list filter: waiting applications first, as that is the work to do. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'pending', label: 'Waiting for a decision' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All applications' },
] as const;

export function statusFromFilter(value: string): ApplicationStatus | null {
  return value === 'pending' || value === 'approved' || value === 'declined' ? value : null;
}
