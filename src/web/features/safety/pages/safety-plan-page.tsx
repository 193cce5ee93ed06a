import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EMPTY_SAFETY_PLAN, type SafetyPlan } from '#shared/contracts/safety';
import { CRISIS_COPY, CRISIS_RESOURCES } from '#shared/safety/crisis';
import { CrisisResources } from '#web/components/crisis-resources';
import { isPrivateTextHidden, PrivateTextNotice } from '#web/components/private-text-notice';
import { Button } from '#web/components/ui/button';
import { LiveNotice, Notice } from '#web/components/ui/notice';
import { Spinner } from '#web/components/ui/spinner';
import { signInHref } from '#web/app/sign-in-href';
import { useSession } from '#web/features/auth/api/get-session';
import { useSafetyPlan } from '../api/get-safety-plan';
import { useSaveSafetyPlan } from '../api/save-safety-plan';
import { SafetyPlanForm } from '../components/safety-plan-form';
import { readDevicePlan, removeDevicePlan, writeDevicePlan } from '../lib/device-plan';

/** The crisis card's words here: the person came to plan, not to say anything. */
export const SAFETY_PLAN_CRISIS_BODY =
  'If you are in danger now, or thinking about ending your life, you do not have to finish this first. Please reach out: these lines are free and confidential.';
export const MEMBER_SAVED = 'Your safety plan is saved. Only you can read it.';
export const DEVICE_SAVED =
  'Your safety plan is kept on this device only: we never see it. Anyone using this browser can read it, so print a copy or sign in to keep it in your account.';
export const DEVICE_NOT_SAVED = 'This browser would not keep your plan (it may be in private mode). Print it instead, so you have it.';
export const DEVICE_REMOVED = 'Your safety plan is removed from this device.';

/**
 * On paper the plan stands alone (review 6): everything outside the page's main region (the top
 * bar, menus, "Need help now?", footer, tab bar, prompts, toasts) stays off the printout. Kept
 * here, with the page, so the first load of the app carries none of it.
 */
const PRINT_THE_PLAN_ONLY =
  '@media print { body *:not(:has(#main-content), #main-content, #main-content *) { display: none !important; } #main-content { min-height: 0; } }';

/** The crisis lines as they print: the card itself stays on screen, so paper gets them in a few lines. */
function PrintedCrisisLines() {
  return (
    <section aria-hidden="true" className="hidden break-inside-avoid flex-col gap-1 border-t border-border pt-4 print:flex">
      <p className="font-semibold">If you are in danger now, or thinking about ending your life, these lines are free and confidential:</p>
      <ul className="flex flex-col gap-1">
        {CRISIS_RESOURCES.map((line) => (
          <li key={line.href}>
            {line.region}: {line.name}. {line.action}.
          </li>
        ))}
      </ul>
      <p>{CRISIS_COPY.emergency}</p>
    </section>
  );
}

/**
 * /safety-plan (public, issue 15): Stanley and Brown's safety plan. Members have it saved
 * privately in their account (in their export, deleted with the account); visitors keep it on
 * their device and can print it. Reached from every crisis card, the Reset Room and the account menu.
 */
export default function SafetyPlanPage() {
  const session = useSession();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-10 sm:py-14 print:py-0">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">Your safety plan</h1>
        <p className="max-w-[70ch] text-lg text-muted-foreground print:hidden">
          A plan you write on a calmer day, for the moments that are hardest. Work through the steps in order when things start to feel
          heavy. Fill in what you can: a line is enough, and you can change it any time. Based on Stanley and Brown's safety planning.
        </p>
      </div>
      {session.isPending ? <Spinner label="Opening your plan..." className="py-10" /> : session.user ? <MemberPlan /> : <DevicePlan />}
      <CrisisResources body={SAFETY_PLAN_CRISIS_BODY} here="/safety-plan" className="print:hidden" />
      <PrintedCrisisLines />
      <style>{PRINT_THE_PLAN_ONLY}</style>
    </div>
  );
}

function MemberPlan() {
  const plan = useSafetyPlan(true);
  const save = useSaveSafetyPlan();
  if (plan.isPending) return <Spinner label="Opening your plan..." className="py-10" />;
  if (plan.isError) {
    // Staff viewing as the member without her support access: her plan is hers alone (decision 070).
    if (isPrivateTextHidden(plan.error)) return <PrivateTextNotice />;
    return (
      <Notice tone="error" title="We could not open your plan just now">
        Your plan is safe. Check your connection and reload the page. The crisis lines below work any time.
      </Notice>
    );
  }
  return (
    <>
      <p className="print:hidden">Saved privately to your account. Only you can read it, and it goes with your data export.</p>
      <SafetyPlanForm
        initial={plan.data.plan}
        saveLabel="Save my plan"
        onSave={async (next) => {
          await save.mutateAsync(next);
          return { tone: 'success', message: MEMBER_SAVED };
        }}
      />
    </>
  );
}

function DevicePlan() {
  // Read after the first render: the server draws the page without the device's storage.
  const [initial, setInitial] = useState<SafetyPlan | null>(null);
  const [version, setVersion] = useState(0);
  const [removed, setRemoved] = useState(false);
  useEffect(() => setInitial(readDevicePlan() ?? EMPTY_SAFETY_PLAN), [version]);
  if (!initial) return <Spinner label="Opening your plan..." className="py-10" />;
  return (
    <>
      <p className="print:hidden">
        Kept on this device only, never sent to us.{' '}
        <Link to={signInHref('/safety-plan')} className="font-semibold text-primary underline underline-offset-4">
          Sign in
        </Link>{' '}
        to keep it in your account instead.
      </p>
      <LiveNotice notice={removed ? { tone: 'success', message: DEVICE_REMOVED } : null} />
      <SafetyPlanForm
        key={version}
        initial={initial}
        saveLabel="Keep on this device"
        onSave={async (next) => {
          setRemoved(false);
          return writeDevicePlan(next) ? { tone: 'success', message: DEVICE_SAVED } : { tone: 'error', message: DEVICE_NOT_SAVED };
        }}
        extra={
          <Button
            variant="ghost"
            onClick={() => {
              removeDevicePlan();
              setRemoved(true);
              setInitial(null);
              setVersion((v) => v + 1);
            }}
          >
            <Trash2 aria-hidden="true" strokeWidth={1.75} />
            Remove from this device
          </Button>
        }
      />
    </>
  );
}
