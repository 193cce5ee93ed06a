import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#web/components/ui/button';
import type { SessionUser } from '#web/features/auth/api/get-session';

// vaul and the drawer's contents load on first use, not with the first page.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/** The hamburger (below md) and the bottom drawer it opens. */
export function MobileMenu({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" strokeWidth={1.75} />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} user={user} />
        </Suspense>
      )}
    </>
  );
}
