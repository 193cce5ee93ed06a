import { LifeBuoy } from 'lucide-react';
import { lazy, type ReactElement, Suspense } from 'react';
import { useSession } from '#web/features/auth/api/get-session';
import { useDistressShown } from '#web/lib/distress';
import { useDisclosure } from '#web/lib/use-disclosure';
import { tierUnlocks } from '#shared/memberships/tier-unlocks';
import { FloatingSofiaButton } from './floating-sofia-button';

const NeedHelpPanel = lazy(() => import('./need-help-panel'));

/**
 * Issue 16: after a crisis answer or a low well-being score, a quiet "Need help now?" entry stays
 * under the top bar for the rest of the session: crisis lines, the safety plan, grounding and the
 * Reset Room. The shell loads this module on its own (it is not part of the first load); the
 * panel's code loads only when it is opened.
 */
function NeedHelpEntry() {
  const shown = useDistressShown();
  const help = useDisclosure();
  if (!shown) return null;
  return (
    <div className="border-b border-border bg-muted/60">
      <div className="mx-auto flex max-w-6xl flex-col px-4">
        <button
          {...help.button}
          className="inline-flex min-h-11 items-center gap-2 self-end text-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <LifeBuoy aria-hidden="true" strokeWidth={1.75} className="size-4" />
          Need help now?
        </button>
        <div {...help.panel} className="pb-4">
          {help.open && (
            <Suspense fallback={<p className="text-sm text-muted-foreground">Loading...</p>}>
              <NeedHelpPanel />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * The shell's quiet extras, loaded after the page (out of every first load): the "Need help now?"
 * entry, and spec 2.8's floating Sofia button for a member whose tier has Sofia (not while staff
 * view the app as a member).
 */
export default function NeedHelpNow(): ReactElement | null {
  const { user, impersonation } = useSession();
  return (
    <>
      <NeedHelpEntry />
      {user && !impersonation && tierUnlocks(user.tier, 'sofia') && <FloatingSofiaButton />}
    </>
  );
}
