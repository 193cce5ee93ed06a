import { LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { displayName } from '#shared/auth/display-name';
import { Button } from '#web/components/ui/button';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { useSignOut } from '#web/features/auth/api/sign-out';
import { ACCOUNT_SETTINGS, type AccountLink, adminControlsFor, YOUR_TOOLS } from './account-nav';

// The signed-in parts of the mobile drawer (spec 2.8), loaded only for someone signed in.

interface Props {
  user: SessionUser;
  onNavigate: () => void;
}

const rowClasses = 'flex min-h-11 items-center gap-3 rounded-lg px-3 font-semibold hover:bg-muted';

function LinkList({ title, links, onNavigate }: { title: string; links: readonly AccountLink[]; onNavigate: () => void }) {
  const id = `drawer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="px-3 font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul className="mt-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className={rowClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Welcome back,' and the name; Admin Controls for staff, Your Tools for everyone else. */
export function DrawerWelcome({ user, onNavigate }: Props) {
  const controls = adminControlsFor(user);
  return (
    <div className="flex flex-col gap-4 rounded-card bg-muted p-4">
      <p className="font-heading text-xl">
        Welcome back, <span className="font-semibold">{displayName(user)}</span>
      </p>
      {controls.length > 0 ? (
        <LinkList title="Admin Controls" links={controls} onNavigate={onNavigate} />
      ) : (
        <LinkList title="Your Tools" links={YOUR_TOOLS} onNavigate={onNavigate} />
      )}
    </div>
  );
}

/** Account Settings and Logout, at the end of the drawer. */
export function DrawerAccountActions({ onNavigate }: { onNavigate: () => void }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <Link to={ACCOUNT_SETTINGS.to} onClick={onNavigate} className={rowClasses}>
        <Settings aria-hidden="true" strokeWidth={1.75} className="size-5 text-primary" />
        {ACCOUNT_SETTINGS.label}
      </Link>
      <Button
        variant="ghost"
        className="justify-start px-3"
        pending={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onSuccess: onNavigate })}
      >
        <LogOut aria-hidden="true" strokeWidth={1.75} className="text-primary" />
        Logout
      </Button>
    </div>
  );
}
