import { CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { CrisisConcern, CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard } from './crisis-resources';

/**
 * What a form shows in its place once the server has it (contact, coach and hardship applications):
 * a heading that takes the focus, the server's words as a status, the crisis card when what was
 * written calls for it, and anything the form adds (what happens next, write another).
 */
export function ReceivedNotice({
  title,
  message,
  crisisTier,
  crisisConcern,
  children,
}: {
  title: string;
  message: string;
  crisisTier: CrisisTier;
  /** What the sent words are about (useCrisisCheck), for the card's words and lines. */
  crisisConcern?: CrisisConcern | null;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3 rounded-card border border-primary/50 bg-primary/5 p-6">
      <h3 ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold outline-none">
        <CircleCheck aria-hidden="true" strokeWidth={1.75} className="size-6 text-primary" />
        {title}
      </h3>
      <p role="status">{message}</p>
      {children}
      <CrisisCard tier={crisisTier} concern={crisisConcern} headingLevel={3} />
    </div>
  );
}
