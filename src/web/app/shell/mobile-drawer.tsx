import { X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '#web/components/ui/drawer';
import type { SessionUser } from '#web/features/auth/api/get-session';
import { DrawerNav } from './drawer-nav';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: SessionUser | null;
}

/** Spec 2.8 mobile drawer: from the bottom, 90% of the screen height. Loaded lazily. */
export default function MobileDrawer({ open, onOpenChange, user }: Props) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent className="h-[90dvh] max-h-[90dvh]">
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
