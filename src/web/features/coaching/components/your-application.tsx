import { APPLIED_ALREADY } from '#shared/contracts/coaching';
import { Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { useSession } from '#web/features/auth/api/get-session';
import { formatDate } from '#web/lib/dates';
import { useMyCoachApplication } from '../api/get-my-application';
import { CoachApplicationForm } from './coach-application-form';

/**
 * The form, or for a member whose application is still being read, that it is (review 4: after a
 * reload the blank form came back, and a second application went in a minute later).
 */
export function YourApplication() {
  const { user } = useSession();
  const mine = useMyCoachApplication(user !== null);
  if (user && mine.isPending) return <Spinner label="Checking for your application..." />;
  const pending = mine.data?.pending;
  if (!pending) return <CoachApplicationForm />;
  return (
    <Notice tone="info" title="Your application is with us" live={false}>
      You applied on {formatDate(pending.createdAt)}. {APPLIED_ALREADY} We will write to {pending.email}.
    </Notice>
  );
}
