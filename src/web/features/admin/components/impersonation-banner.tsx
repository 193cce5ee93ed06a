import { LogOut } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { SessionResponse, SessionUser } from '../../../../shared/contracts/session';
import { Button } from '../../../components/ui/button';
import { endImpersonation } from '../api/end-impersonation';
import { pageNavigation } from '../impersonation/page-navigation';
import { clearImpersonationKeys } from '../impersonation/storage-keys';
import { readStoredImpersonation } from '../impersonation/stored-impersonation';
import { formatTimeLeft } from '../impersonation/time-left';

type Impersonation = NonNullable<SessionResponse['impersonation']>;

const TICK_MS = 30_000;

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
 * which staff member, how long is left, and End impersonation. Ending reloads the page; if the
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
        description: 'We could not end it on the server. Your local impersonation details were cleared; reload the page or sign out to be sure.',
      });
      return;
    }
    clearImpersonationKeys();
    pageNavigation.reload();
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
        </div>
        <Button variant="outline" size="sm" disabled={ending} onClick={() => void end('asked')}>
          <LogOut aria-hidden="true" strokeWidth={1.75} />
          {ending ? 'Ending...' : 'End impersonation'}
        </Button>
      </div>
    </div>
  );
}
