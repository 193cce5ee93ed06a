import { Button, type ButtonProps } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { useGoTo } from '#web/lib/use-go-to';
import { useOpenPortal } from '../api/open-portal';
import { billingErrorMessage } from '../lib/billing-error';

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
        disabled={portal.isPending}
        onClick={() => portal.mutate(undefined, { onSuccess: ({ url }) => goTo(url) })}
      >
        {portal.isPending ? 'Opening...' : label}
      </Button>
      {portal.isError && (
        <Notice tone="error">
          {billingErrorMessage(portal.error, 'We could not open your membership settings. Please try again in a moment.')}
        </Notice>
      )}
    </>
  );
}
