import { type KeyboardEvent, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card';
import { cn } from '#web/lib/cn';
import { usePageHead } from '#web/lib/page-head';
import { cameFromStaffPage } from '#web/lib/staff-only';
import { useSession } from '../api/get-session';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';
import { StaffOnlyCard } from '../components/staff-only-card';
import { safeRedirect } from '../lib/safe-redirect';
import { isSafeDestination } from '#shared/auth/destination';

type Mode = 'signin' | 'register';

const TABS: { mode: Mode; label: string }[] = [
  { mode: 'signin', label: 'Sign in' },
  { mode: 'register', label: 'Create account' },
];

// `page` is the tab's title: the route's "Sign In" would name the other tab too.
const COPY: Record<Mode, { title: string; description: string; page: string }> = {
  signin: { title: 'Sign In', description: 'Welcome back. Take all the time you need.', page: 'Sign In' },
  register: {
    title: 'Create Your Account',
    description: 'A calm place to recover at your own pace. It takes about a minute.',
    page: 'Create Account',
  },
};

/**
 * Spec 2.2 /auth: sign in and registration. `?mode=register` (or a referral link's `?ref=CODE`)
 * opens registration; `?redirect=/path` is where a successful sign-in returns to (same site only),
 * and where a new account's confirmation link leads. A signed-in person goes on there, unless a staff
 * page sent them (spec 4 "Admin guard"): then the page says why first.
 */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const { user } = useSession();
  const tabRefs = useRef<Record<Mode, HTMLButtonElement | null>>({ signin: null, register: null });
  const requestedRedirect = params.get('redirect');
  const redirectTo = safeRedirect(requestedRedirect);
  const requested = params.get('mode');
  const mode: Mode = requested === 'register' || requested === 'signin' ? requested : params.has('ref') ? 'register' : 'signin';
  usePageHead({ name: COPY[mode].page, description: 'Sign in or create your account.' });

  if (user)
    return cameFromStaffPage(state) ? <StaffOnlyCard email={user.email} dashboard={redirectTo} /> : <Navigate to={redirectTo} replace />;

  const choose = (next: Mode) =>
    setParams(
      (current) => {
        current.set('mode', next);
        return current;
      },
      { replace: true },
    );

  // Tabs pattern: arrow keys move between the two tabs and select them.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Mode = event.key === 'Home' ? 'signin' : event.key === 'End' ? 'register' : mode === 'signin' ? 'register' : 'signin';
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <Card>
        <CardTitle>{COPY[mode].title}</CardTitle>
        <CardDescription>{COPY[mode].description}</CardDescription>
        <div
          role="tablist"
          aria-label="Sign in or create an account"
          className="mt-6 grid grid-cols-2 gap-1 rounded-full bg-muted p-1"
          onKeyDown={onKeyDown}
        >
          {TABS.map((tab) => (
            <button
              key={tab.mode}
              ref={(el) => {
                tabRefs.current[tab.mode] = el;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${tab.mode}`}
              aria-selected={mode === tab.mode}
              aria-controls={`auth-panel-${tab.mode}`}
              tabIndex={mode === tab.mode ? 0 : -1}
              onClick={() => choose(tab.mode)}
              className={cn(
                'min-h-11 rounded-full px-4 font-semibold transition-colors duration-200',
                mode === tab.mode ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {/* Both stay mounted, so switching tabs keeps what was typed. */}
        <div role="tabpanel" id="auth-panel-signin" aria-labelledby="auth-tab-signin" hidden={mode !== 'signin'} className="mt-6">
          <SignInForm redirectTo={redirectTo} />
        </div>
        <div role="tabpanel" id="auth-panel-register" aria-labelledby="auth-tab-register" hidden={mode !== 'register'} className="mt-6">
          <RegisterForm referral={params.get('ref')} redirect={isSafeDestination(requestedRedirect) ? requestedRedirect : undefined} />
        </div>
      </Card>
    </div>
  );
}
