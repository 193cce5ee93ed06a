import { Laptop, Smartphone } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import type { SessionItem } from '#shared/contracts/auth';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { ShowOlder } from '#web/components/show-older';
import { useSessionList } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { describeDevice } from '#web/lib/device-description';
import { QueryState } from '#web/components/query-state';
import { formatInstant } from '#web/lib/dates';

const MOBILE = /iPhone|iPad|Android|Mobile/;

const failed = () => toast.error('That did not go through', { description: 'Please try again in a moment.' });

/** Where this account is signed in, with sign-out of one device or of all the others. */
export function SessionsList() {
  const list = useSessionList();
  return (
    <QueryState query={list} what="your devices">
      {(data) => (
        <>
          <Sessions sessions={data.pages.flatMap((page) => page.sessions)} />
          <ShowOlder list={list} label="Show more devices" className="mt-4" />
        </>
      )}
    </QueryState>
  );
}

function Sessions({ sessions: all }: { sessions: SessionItem[] }) {
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const sessions = [...all].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((s) => !s.current).length;

  // Its row goes with it, and the button that held focus: the list keeps it (review 4).
  const listRef = useRef<HTMLUListElement>(null);
  const signOut = (session: SessionItem) =>
    revoke.mutate(session.id, {
      onSuccess: () => {
        listRef.current?.focus();
        toast.success('Signed out', { description: `${describeDevice(session.userAgent)} is signed out.` });
      },
      onError: failed,
    });

  return (
    <div className="flex flex-col gap-5">
      <ul ref={listRef} tabIndex={-1} aria-label="Your devices" className="flex flex-col divide-y divide-border outline-none">
        {sessions.map((session) => {
          // A support view is a person on our team, not a device to worry about: said so plainly.
          const device = session.supportView ? 'Recalibrate support' : describeDevice(session.userAgent);
          const Icon = MOBILE.test(session.userAgent ?? '') ? Smartphone : Laptop;
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-4 py-4">
              <Icon aria-hidden="true" strokeWidth={1.75} className="size-6 text-primary" />
              <div className="flex min-w-0 flex-1 flex-col">
                <p className="font-semibold">
                  {device} {session.current && <Badge variant="secondary">This device</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {session.supportView
                    ? 'A member of our team is viewing your account to help you. It ends within 24 hours, and we email you when it does. Sign it out to end it now.'
                    : `Last active ${formatInstant(session.lastActiveAt, 'dateTime')}`}
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="outline"
                  size="sm"
                  pending={revoke.isPending}
                  aria-label={`Sign out ${device}`}
                  onClick={() => signOut(session)}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others > 0 ? (
        <Button
          variant="secondary"
          className="self-start"
          pending={revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: () => toast.success('Signed out everywhere else', { description: 'Only this device is still signed in.' }),
              onError: failed,
            })
          }
        >
          {revokeOthers.isPending ? 'Signing out...' : 'Sign out all other devices'}
        </Button>
      ) : (
        <p className="text-muted-foreground">You are signed in on this device only.</p>
      )}
    </div>
  );
}
