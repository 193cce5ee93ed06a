import { X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#web/components/ui/button';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '#web/components/ui/drawer';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { DrawerNav } from './drawer-nav';
import { focusIsOnPage } from './route-announcer';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser | null;
}

/**
 * Spec 2.8 mobile drawer: from the bottom, 90% of the screen height. Loaded lazily. A dialog:
 * focus moves into it on open (its first button, Close menu) and back to what had it (the
 * hamburger) on close, unless a link in it was followed: then the new page holds it (decision 181).
 */
export default function MobileDrawer({ open, onOpenChange, user }: Props) {
  // Radix gives focus back to a Drawer.Trigger; the hamburger is not one (it is there before vaul
  // loads), so the drawer keeps what had focus itself.
  const returnTo = useRef<Element | null>(null);
  return (
    <Drawer open={open} onOpenChange={onOpenChange} autoFocus>
      <DrawerContent
        className="h-[90dvh] max-h-[90dvh]"
        onOpenAutoFocus={() => {
          returnTo.current = document.activeElement;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!focusIsOnPage() && returnTo.current instanceof HTMLElement) returnTo.current.focus();
        }}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-4 pb-2">
          <div>
            <DrawerTitle>Navigate Your Journey</DrawerTitle>
            <DrawerDescription>Everything in Recalibrate, one tap away.</DrawerDescription>
          </div>
          <DrawerClose asChild>
            <Button variant="ghost" size="icon" aria-label="Close menu">
              <X aria-hidden="true" strokeWidth={1.75} />
            </Button>
          </DrawerClose>
        </div>
        <div className="flex-1 overflow-y-auto px-5 pb-8" data-vaul-no-drag>
          <DrawerNav user={user} onNavigate={() => onOpenChange(false)} />
        </div>
      </DrawerContent>
    </Drawer>
  );
}
