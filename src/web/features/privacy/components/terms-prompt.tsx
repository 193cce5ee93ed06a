import { useState } from 'react';
import { Link } from 'react-router';
import { PRIVACY_POLICY_VERSION } from '#shared/privacy/consent';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Notice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { useAcceptTerms } from '../api/accept-terms';

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
const linkClasses = 'font-semibold text-primary underline underline-offset-4';

/**
 * Asks a member to accept the current Terms of Service and Privacy Policy (issue 4). Accepting
 * records the version; 'Not now' closes it for this visit and it asks again on the next one.
 */
export default function TermsPrompt({ onDismiss }: { onDismiss: () => void }) {
  const accept = useAcceptTerms();
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onDismiss();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      // True for everyone it asks: a member whose accepted version is older, and one who joined by
      // invitation and never saw them (review 4: an invitee was told they had "changed").
      title="Please read our terms"
      description={`Please take a moment to read the current Terms of Service and Privacy Policy (version ${PRIVACY_POLICY_VERSION}). They say what you can expect from us and what we do with your information.`}
    >
      <ul className="flex flex-col gap-2">
        <li>
          <a href="/terms-of-service" className={linkClasses} {...NEW_TAB}>
            Terms of Service (opens in a new tab)
          </a>
        </li>
        <li>
          <a href="/privacy-policy" className={linkClasses} {...NEW_TAB}>
            Privacy Policy (opens in a new tab)
          </a>
        </li>
      </ul>
      <p className="text-sm text-muted-foreground">
        If you would rather not accept, you can download your data or ask us to delete it in{' '}
        <Link to="/privacy-settings" className={linkClasses} onClick={close}>
          Privacy Settings
        </Link>
        .
      </p>
      {accept.isError && (
        <Notice tone="error" title="We could not save your answer">
          {(accept.error instanceof ApiError && accept.error.detail) || 'Please try again in a moment.'}
        </Notice>
      )}
      <div className="flex flex-wrap gap-3">
        <Button pending={accept.isPending} onClick={() => accept.mutate()}>
          {accept.isPending ? 'Saving...' : 'I accept'}
        </Button>
        <Button variant="ghost" onClick={close}>
          Not now
        </Button>
      </div>
    </Dialog>
  );
}
