import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isSafeDestination } from '#shared/auth/destination';
import { Button, buttonVariants } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { ApiError } from '#web/lib/api-client';
import { type ConfirmType, confirmLink, isConfirmType } from '../api/confirm-link';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { AuthLayout } from '../components/auth-layout';

/** Where each kind of link leads once confirmed. Invited people have no password yet. */
const DESTINATION: Record<ConfirmType, string> = {
  signup: '/auth/verified',
  email_change: '/account-settings',
  magic_link: '/dashboard',
  // Straight to choosing a first password (an invited person has none).
  invite: '/account-settings#password',
};

const INVALID_COPY: Record<'email' | 'link' | 'invite', string> = {
  email:
    'It may have been used already, or only part of it was copied. If you have already confirmed your email, you can simply sign in. If not, we can send you a new link.',
  link: 'Sign-in links work once, for 15 minutes. You can ask for a new one on the sign-in page, or sign in with your password.',
  // An invited person has no password yet (review 4): the way in is a sign-in link to their address.
  invite:
    'Invitation links work once, for 15 minutes. To come in, go to the sign-in page, choose Email me a sign-in link, and enter the address this invitation came to.',
};

/**
 * Spec 2.2 /auth/confirm?type=signup|magic_link|invite|email_change&token=…: confirms the emailed
 * link (which signs the person in), then moves on (to `next`, where the person was going, if given); an expired confirmation goes to
 * /auth/verify-expired, a broken link gets a clear way forward.
 */
export default function ConfirmPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const token = params.get('token') ?? '';
  const usable = isConfirmType(type) && token !== '';
  // Where the person was going before signing up or asking for a link (issue 16).
  const next = params.get('next');
  const destination = isConfirmType(type) && type !== 'invite' && type !== 'email_change' && isSafeDestination(next) ? next : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  // A query (not an effect) so the one-time token is sent once, even when React mounts twice.
  const confirm = useQuery({
    queryKey: ['auth', 'confirm', type, token],
    queryFn: () => confirmLink(type as ConfirmType, token),
    enabled: usable,
    retry: false,
    staleTime: Infinity,
    refetchOnReconnect: false,
  });
  const code = confirm.error instanceof ApiError ? confirm.error.code : undefined;
  const isEmailLink = type === 'signup' || type === 'email_change';

  useEffect(() => {
    if (!usable) return;
    if (confirm.isSuccess) {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }).then(() => {
        if (destination && type === 'signup')
          toast.success('Your email is confirmed', { description: 'Welcome to Recalibrate. Here is where you were going.' });
        // A changed address is not a new account: back to the settings it was changed from, saying so.
        if (type === 'email_change') toast.success('Your new email is confirmed', { description: 'From now on, you sign in with it.' });
        return navigate(destination ?? DESTINATION[type as ConfirmType], { replace: true });
      });
    } else if (code === 'TOKEN_EXPIRED' && isEmailLink) {
      void navigate('/auth/verify-expired', { replace: true });
    }
  }, [usable, confirm.isSuccess, code, isEmailLink, type, destination, navigate, queryClient]);

  const failedToReach =
    confirm.isError && !(confirm.error instanceof ApiError && confirm.error.status >= 400 && confirm.error.status < 500);
  if (failedToReach) {
    return (
      <AuthLayout
        title="We could not confirm your link"
        description="Something got in the way, maybe the connection. Your link may still work: please try again."
      >
        <Button onClick={() => void confirm.refetch()}>Try again</Button>
      </AuthLayout>
    );
  }

  if (!usable || (confirm.isError && !(code === 'TOKEN_EXPIRED' && isEmailLink))) {
    return (
      <AuthLayout
        title="This link is not working"
        description={INVALID_COPY[isEmailLink ? 'email' : type === 'invite' ? 'invite' : 'link']}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/auth" className={buttonVariants()}>
            Go to Sign In
          </Link>
          {isEmailLink && (
            <Link to="/auth/verify-expired" className={buttonVariants({ variant: 'outline' })}>
              Send me a new link
            </Link>
          )}
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Confirming your link">
      <Spinner label="Just a moment..." className="py-6" />
    </AuthLayout>
  );
}
