import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ASSESSMENT_ACCESS_MESSAGES, AssessmentAccessInput } from '#shared/contracts/assessments';
import { signInHref } from '#web/app/sign-in-href';
import { Button, buttonVariants } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { ApiError } from '#web/lib/api-client';
import { useSession } from '#web/features/auth/api/get-session';
import { rateLimitNotice } from '#web/lib/rate-limit-message';
import { checkAccessCode } from '../api/check-access-code';
import { useRedeemAccessCode } from '../api/redeem-access-code';

export const ACCESS_PATH = '/deb-assessment-access';
/** The checked code, kept for this tab while the visitor signs in or signs up (then used once). */
export const ACCESS_CODE_STORAGE_KEY = 'assessment_access_code';

export const ACCESS_MESSAGES = {
  accepted: 'Code accepted',
  acceptedDetail: 'Sign in or create your account, and we will unlock your assessments.',
  unlocked: 'Your assessments are unlocked',
  checkFailed: 'We could not check your code. Please try again in a moment.',
} as const;

function storedCode(): string {
  try {
    return sessionStorage.getItem(ACCESS_CODE_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function rememberCode(code: string | null) {
  try {
    if (code) sessionStorage.setItem(ACCESS_CODE_STORAGE_KEY, code);
    else sessionStorage.removeItem(ACCESS_CODE_STORAGE_KEY);
  } catch {
    // storage blocked: the member types the code again after signing in
  }
}

function failureNotice(error: unknown): NoticeContent {
  const limited = rateLimitNotice(error);
  if (limited) return { tone: 'error', title: limited.title, message: limited.message };
  // Why the code cannot unlock anything now: unknown, expired or used up.
  if (error instanceof ApiError && error.status === 400) {
    return { tone: 'error', message: error.fieldErrors[0]?.message ?? ASSESSMENT_ACCESS_MESSAGES.invalid };
  }
  return { tone: 'error', message: ACCESS_MESSAGES.checkFailed };
}

/**
 * /deb-assessment-access (public, spec 2.1): a partner's access code unlocks the assessments. A
 * visitor's code is checked (no use counted) and kept for this tab while they sign in or sign up,
 * then used; a member's code goes straight to the account.
 */
export default function AssessmentAccessPage() {
  const { user, isPending } = useSession();
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-8 px-4 py-10 sm:py-16">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Assessment Access</h1>
        <p className="text-lg text-muted-foreground">
          If a practitioner or organisation you work with gave you an access code, it opens the Recalibrate assessments for your account.
        </p>
        <p className="text-muted-foreground">
          Enter the code below. If you are not signed in yet, we will check it, then ask you to sign in or create an account, and bring you
          back here to finish. If you confirm a new account in another tab, just come back to this page and enter the code once more. Your
          answers stay private to you.
        </p>
      </header>
      <div className="rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
        {isPending ? <Spinner label="Checking your account..." className="py-6" /> : user ? <MemberCodeForm /> : <VisitorCodeForm />}
      </div>
    </div>
  );
}

function useCodeField(initial = '') {
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  /** The trimmed code, or null with the field's error shown. */
  const checked = (): string | null => {
    const parsed = AssessmentAccessInput.safeParse({ code });
    if (parsed.success) {
      setError(undefined);
      return parsed.data.code;
    }
    setError(parsed.error.issues[0]?.message);
    input.current?.focus();
    return null;
  };
  const field = (
    <TextField
      ref={input}
      label="Access code"
      name="code"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={code}
      error={error}
      onChange={(event) => setCode(event.target.value)}
    />
  );
  return { field, checked, focus: () => input.current?.focus() };
}

function VisitorCodeForm() {
  const navigate = useNavigate();
  const { field, checked, focus } = useCodeField(storedCode());
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const code = checked();
    if (!code) return;
    setNotice(null);
    setBusy(true);
    try {
      // Checked only: the code's use is counted once, when it unlocks the account after sign-in.
      await checkAccessCode(code);
      rememberCode(code);
      toast.success(ACCESS_MESSAGES.accepted, { description: ACCESS_MESSAGES.acceptedDetail });
      await navigate(signInHref(ACCESS_PATH));
      return;
    } catch (error) {
      setNotice(failureNotice(error));
      if (error instanceof ApiError && error.status === 400) focus();
    }
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Enter your access code">
      {field}
      <LiveNotice notice={notice} />
      <Button type="submit" pending={busy}>
        {busy ? 'Checking...' : 'Check my code'}
      </Button>
      <p className="text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to={signInHref(ACCESS_PATH)} className="font-semibold text-primary underline underline-offset-4">
          Sign in first
        </Link>
        , then enter your code here.
      </p>
    </form>
  );
}

function MemberCodeForm() {
  const redeem = useRedeemAccessCode();
  const [initial] = useState(storedCode);
  const { field, checked, focus } = useCodeField(initial);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [unlocked, setUnlocked] = useState(false);
  const autoSent = useRef(false);

  const send = (code: string) => {
    setNotice(null);
    redeem.mutate(code, {
      onSuccess: ({ message }) => {
        rememberCode(null);
        setUnlocked(true);
        setNotice({ tone: 'success', title: ACCESS_MESSAGES.unlocked, message });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) rememberCode(null);
        setNotice(failureNotice(error));
        focus();
      },
    });
  };

  // Back from signing in with a checked code: use it at once (once, even in React's double effects).
  useEffect(() => {
    if (!initial || autoSent.current) return;
    autoSent.current = true;
    send(initial);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the stored code, on arrival
  }, [initial]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = checked();
    if (code) send(code);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Enter your access code">
      {field}
      <LiveNotice notice={notice}>
        {unlocked && (
          <Link to="/assessments" className={`${buttonVariants()} mt-3`}>
            Go to your assessments
          </Link>
        )}
      </LiveNotice>
      <Button type="submit" pending={redeem.isPending}>
        {redeem.isPending ? 'Checking...' : 'Unlock my assessments'}
      </Button>
    </form>
  );
}
