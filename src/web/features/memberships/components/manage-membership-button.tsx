import { Button, type ButtonProps } from '#web/components/ui/button';
import { useGoTo } from '#web/lib/use-go-to';
import { useOpenPortal } from '../api/open-portal';
import { BillingErrorNotice } from './billing-error-notice';

/** Opens Stripe's customer portal, or the in-app test portal in test mode. */
export function ManageMembershipButton({
  label = 'Manage membership',
  variant = 'default',
}: {
  label?: string;
  variant?: ButtonProps['variant'];
}) {
  const portal = useOpenPortal();
  const goTo = useGoTo();
  return (
    <>
      <Button
        variant={variant}
        className="self-start"
        pending={portal.isPending}
        onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => goTo(url) })}
      >
        {portal.isPending ? 'Opening...' : label}
      </Button>
      <BillingErrorNotice call={portal} fallback="We could not open your membership settings. Please try again in a moment." />
    </>
  );
}
