import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface IconFact {
  icon: LucideIcon;
  text: ReactNode;
}

/** A fixed row of short facts (how long, how many), each after its icon; `small` for inside a card. */
export function IconFacts({ facts, small = false }: { facts: IconFact[]; small?: boolean }) {
  return (
    <ul
      className={
        small ? 'flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground' : 'flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground'
      }
    >
      {facts.map(({ icon: Icon, text }, index) => (
        <li key={index} className="flex items-center gap-1.5">
          <Icon aria-hidden="true" strokeWidth={1.75} className={small ? 'size-4' : 'size-5'} />
          {text}
        </li>
      ))}
    </ul>
  );
}
