import type { ReactNode, Ref } from 'react';
import { cn } from '../lib/cn';

// Whole class names, so that Tailwind finds them in the source.
const GAPS = { 3: 'gap-3', 4: 'gap-4', 5: 'gap-5' } as const;

/**
 * A page section labelled by its h2, with an optional line under the heading. With `headingRef`
 * the heading can take focus (tabIndex -1), for when what held focus in the section is gone.
 */
export function TitledSection({
  id,
  title,
  description,
  gap = 4,
  headingRef,
  children,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  gap?: keyof typeof GAPS;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-2xl font-semibold outline-none">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={cn('flex flex-col', GAPS[gap])}>
      {description ? (
        <div className="flex flex-col gap-2">
          {heading}
          <p className="max-w-[70ch] text-muted-foreground">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
