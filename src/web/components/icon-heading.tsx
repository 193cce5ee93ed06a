import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A small h3 after its icon, heading a column or card inside a section. */
export function IconHeading({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-2 text-lg font-semibold">
      <Icon aria-hidden="true" strokeWidth={1.75} className="size-5 text-primary" />
      {children}
    </h3>
  );
}
