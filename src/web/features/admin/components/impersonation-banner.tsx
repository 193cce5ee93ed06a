import { LogOut } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { SessionResponse, SessionUser } from '#shared/contracts/session';
import { Button } from '#web/components/ui/button';
import { endImpersonation } from '../api/end-impersonation';
import { pageNavigation } from '#web/lib/page-navigation';
import { READ_ONLY_EVENT } from '#web/lib/api-client';
import { readReturnPath } from '../impersonation/return-path';
import { clearImpersonationKeys } from '../impersonation/storage-keys';
import { readStoredImpersonation } from '../impersonation/stored-impersonation';
import { formatTimeLeft } from '../impersonation/time-left';
import { PRIVATE_WORDS } from '#shared/access/impersonation';

type Impersonation = NonNullable<SessionResponse['impersonation']>;

const TICK_MS = 30_000;
const READ_ONLY_FALLBACK = 'Changes are turned off while you view as this member.';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Spec 2.8 "A top banner shows during admin impersonation" (spec 4, 8): who is being viewed, by
 * which staff member, how long is left, that the view is read-only (and why a change was refused,
 * issue 16), and End impersonation. Ending returns to the page it started from (else reloads); if the
 * server cannot end it, a warning shows and the local record is cleared anyway. When the time is
 * up it ends by itself. The shell loads this only while the session reports an impersonation.
 */
export default function ImpersonationBanner({ user, impersonation }: { user: SessionUser; impersonation: Impersonation }) {
  const now = useNow(TICK_MS);
  const expiresAt = Date.parse(impersonation.expiresAt);
  const [ending, setEnding] = useState(false);
  const endedOnce = useRef(false);

  // On load, a stored record whose expiresAt has passed is discarded (spec 4).
  useEffect(() => {
    readStoredImpersonation(localStorage);
  }, []);

  const end = useCallback(async (reason: 'asked' | 'expired') => {
    setEnding(true);
    try {
      await endImpersonation();
    } catch {
      clearImpersonationKeys();
      if (reason === 'expired') return pageNavigation.reload();
      setEnding(false);
      toast.warning('Impersonation may still be active', {
        description:
          'We could not end it on the server. Your local impersonation details were cleared; reload the page or sign out to be sure.',
      });
      return;
    }
    // Issue 16: staff go back to the page they started from (else the page reloads, spec 4).
    const back = readReturnPath();
    clearImpersonationKeys();
    if (back) pageNavigation.assign(back);
    else pageNavigation.reload();
  }, []);

  // A change the server refused because this view is read-only is explained here (issue 16).
  const [refused, setRefused] = useState<string | null>(null);
  useEffect(() => {
    const onRefused = (event: Event) => setRefused((event as CustomEvent<string | undefined>).detail ?? READ_ONLY_FALLBACK);
    window.addEventListener(READ_ONLY_EVENT, onRefused);
    return () => window.removeEventListener(READ_ONLY_EVENT, onRefused);
  }, []);

  useEffect(() => {
    if (now < expiresAt || endedOnce.current) return;
    endedOnce.current = true;
    void end('expired');
  }, [now, expiresAt, end]);

  const name = user.fullName.trim() || user.email;
  return (
    <div role="region" aria-label="Impersonation" className="bg-sofia text-sofia-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            You are viewing Recalibrate as {name}
            {name !== user.email && <span className="font-normal"> ({user.email})</span>}
          </p>
          <p className="text-sm">
            Staff: {impersonation.staffEmail ?? 'unknown'} · {formatTimeLeft(expiresAt - now)}
          </p>
          <p className="text-sm">
            Read-only: nothing you do here is saved, and {name}&apos;s {PRIVATE_WORDS} stay hidden unless they gave support access. {name}{' '}
            is emailed when this view ends, or runs out.
          </p>
          <p role="status" className="text-sm font-semibold">
            {refused && `Not saved. ${refused}`}
          </p>
        </div>
        <Button variant="outline" size="sm" disabled={ending} onClick={() => void end('asked')}>
          <LogOut aria-hidden="true" strokeWidth={1.75} />
          {ending ? 'Ending...' : 'End impersonation'}
        </Button>
      </div>
    </div>
  );
}
