import { toast } from 'sonner';
import { SUPPORT_ACCESS_HOURS } from '#shared/contracts/privacy';
import { Button } from '#web/components/ui/button';
import { QueryState } from '#web/components/query-state';
import { useSupportAccess } from '../api/get-support-access';
import { useSaveSupportAccess } from '../api/save-support-access';
import { errorToast } from '../lib/privacy-toasts';
import { formatInstant } from '#web/lib/dates';
import { PRIVATE_WORDS } from '#shared/access/impersonation';

const LENGTH: Record<(typeof SUPPORT_ACCESS_HOURS)[number], string> = { 24: '24 hours', 72: '3 days', 168: '7 days' };

/**
 * Support access (issue 16): when our support team views the app as you (always read-only, and you
 * are emailed each time), your private words (PRIVATE_WORDS) stay hidden unless you allow them
 * here, for a limited time.
 */
export function SupportAccessSection() {
  const access = useSupportAccess();
  const save = useSaveSupportAccess();
  const change = (hours: 0 | (typeof SUPPORT_ACCESS_HOURS)[number]) =>
    save.mutate(
      { hours },
      {
        onSuccess: (reply) =>
          toast.success(reply.until ? 'Support access allowed' : 'Support access stopped', {
            description: reply.until
              ? `Until ${formatInstant(reply.until, 'dateTimeLong')}.`
              : `Your ${PRIVATE_WORDS} are hidden from support again.`,
          }),
        onError: () => errorToast('We could not change support access just now. Please try again.'),
      },
    );

  return (
    <QueryState query={access} what="your support access">
      {({ until: current }) =>
        current ? (
          <div className="flex flex-col gap-3">
            <p role="status">
              <strong>On.</strong> Support can read your {PRIVATE_WORDS} until {formatInstant(current, 'dateTimeLong')}.
            </p>
            <Button variant="outline" className="self-start" pending={save.isPending} onClick={() => change(0)}>
              Stop support access now
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <p role="status">
              <strong>Off.</strong> Support cannot read your journal, reflections or notes.
            </p>
            <div className="flex flex-wrap gap-2">
              {SUPPORT_ACCESS_HOURS.map((hours) => (
                <Button key={hours} variant="outline" pending={save.isPending} onClick={() => change(hours)}>
                  Allow for {LENGTH[hours]}
                </Button>
              ))}
            </div>
          </div>
        )
      }
    </QueryState>
  );
}
