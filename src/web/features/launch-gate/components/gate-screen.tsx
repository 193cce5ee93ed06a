import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { WAITLIST_EMAIL } from '#shared/launch-gate/rules';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { bindText } from '#web/lib/bind-text';
import { joinWaitlist } from '../api/join-waitlist';
import { validateAccessCode } from '../api/validate-access-code';
import { storeLaunchAccess } from '../launch-access';

// Spec 8 launch gate and waitlist messages.
export const GATE_MESSAGES = {
  denied: 'Access denied',
  deniedFallback: 'Invalid access code',
  error: 'Validation error',
  errorDetail: 'Please try again later.',
  unreadable: 'Validation failed',
  welcome: 'Welcome',
  welcomeDetail: 'You now have access to the full site and can create an account.',
  joined: 'You are in',
  duplicate: 'You are already on the list',
  invalidEmail: 'Invalid email',
  waitlistError: 'Something felt off',
} as const;

interface Props {
  /** The path the visitor asked for (sent with the waitlist entry). */
  pathname: string;
  /** Opens the site once a code is accepted. */
  onGranted: () => void;
  /** Follows a link to one of the paths that stay open (sign in, refunds). */
  onNavigate: (to: string) => void;
}

/** Spec 2.12 launch gate screen: an access code to enter, or the waitlist. */
export default function GateScreen({ pathname, onGranted, onNavigate }: Props) {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-background px-4 py-12">
      <div className="flex w-full max-w-lg flex-col gap-8 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-10">
        <header className="flex flex-col items-start gap-4">
          <Badge variant="secondary" size="lg">
            Launching soon
          </Badge>
          <h1 className="text-3xl font-semibold sm:text-4xl">Recalibrate is almost here</h1>
          <p className="text-lg text-muted-foreground">
            We are opening gently, a few people at a time. If you have an access code, come on in. If not, leave your email and we will
            write when it is your turn.
          </p>
        </header>
        <AccessCodeForm onGranted={onGranted} />
        <div className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
        <WaitlistForm pathname={pathname} />
        <p className="text-sm text-muted-foreground">
          Already a member?{' '}
          <a
            href="/auth"
            onClick={(event) => {
              event.preventDefault();
              onNavigate('/auth');
            }}
            className="font-semibold text-primary underline underline-offset-4"
          >
            Sign in
          </a>
          . Need a refund?{' '}
          <a
            href="/refund-request"
            onClick={(event) => {
              event.preventDefault();
              onNavigate('/refund-request');
            }}
            className="font-semibold text-primary underline underline-offset-4"
          >
            Request one here
          </a>
          .
        </p>
      </div>
    </main>
  );
}

function AccessCodeForm({ onGranted }: { onGranted: () => void }) {
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    setNotice(null);
    setBusy(true);
    try {
      const outcome = await validateAccessCode(code.trim());
      if (outcome.kind === 'unreadable') {
        setNotice({
          tone: 'error',
          title: GATE_MESSAGES.unreadable,
          message: 'We could not read the answer. Please try again in a moment.',
        });
      } else if (outcome.result.valid) {
        const { session_id, code_name, code_description } = outcome.result;
        storeLaunchAccess({
          granted: true,
          sessionId: session_id,
          codeName: code_name,
          description: code_description,
          grantedAt: new Date().toISOString(),
        });
        toast.success(code_name ? `${GATE_MESSAGES.welcome} ${code_name}` : GATE_MESSAGES.welcome, {
          description: GATE_MESSAGES.welcomeDetail,
        });
        onGranted();
        return;
      } else {
        setNotice({ tone: 'error', title: GATE_MESSAGES.denied, message: outcome.result.message || GATE_MESSAGES.deniedFallback });
        setCode('');
        input.current?.focus();
      }
    } catch {
      setNotice({ tone: 'error', title: GATE_MESSAGES.error, message: GATE_MESSAGES.errorDetail });
    }
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Enter with an access code">
      <TextField
        ref={input}
        label="Access code"
        name="accessCode"
        type="password"
        autoComplete="off"
        {...bindText(code, setCode)}
        describedBy={hintId}
      />
      <p id={hintId} className="sr-only">
        The code you were given by the Recalibrate team.
      </p>
      <LiveNotice notice={notice} />
      <Button type="submit" disabled={busy || code.trim() === ''}>
        {busy ? 'Checking...' : 'Enter Site'}
      </Button>
    </form>
  );
}

function WaitlistForm({ pathname }: { pathname: string }) {
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const address = email.trim();
    if (!WAITLIST_EMAIL.test(address)) {
      setNotice({ tone: 'error', title: GATE_MESSAGES.invalidEmail, message: 'Please check the address, like name@example.com.' });
      return;
    }
    setBusy(true);
    try {
      await joinWaitlist(address, pathname);
      setNotice({
        tone: 'success',
        title: GATE_MESSAGES.joined,
        message: 'Thank you. We will email you as soon as there is room for you.',
      });
    } catch (error) {
      setNotice(
        error instanceof ApiError && error.status === 409 && error.code === 'ALREADY_ON_LIST'
          ? { tone: 'info', title: GATE_MESSAGES.duplicate, message: 'No need to sign up twice. We will be in touch soon.' }
          : { tone: 'error', title: GATE_MESSAGES.waitlistError, message: 'Your email did not reach us. Please try again in a moment.' },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Join the waitlist">
      <TextField label="Email" name="email" type="email" autoComplete="email" {...bindText(email, setEmail)} />
      <LiveNotice notice={notice} />
      <Button type="submit" variant="outline" pending={busy}>
        {busy ? 'Adding you...' : 'Get Early Access'}
      </Button>
    </form>
  );
}
