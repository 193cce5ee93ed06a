import { ArrowLeft, ArrowRight, Leaf } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { editHomePath, modulePath } from '../lib/edit-paths';

interface ModuleCompletionProps {
  edit: { slug: string; title: string; kind: 'path' | 'program' };
  /** The module to open next, or null when every module is done. */
  nextModule: string | null;
  /** Just marked complete (focus comes here), rather than opened already complete. */
  justCompleted: boolean;
}

/** A calm note once a module is done, with the way on: the next module, or back to the Edit. */
export function ModuleCompletion({ edit, nextModule, justCompleted }: ModuleCompletionProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justCompleted) headingRef.current?.focus();
  }, [justCompleted]);
  const program = edit.kind === 'program';
  return (
    <div className="flex flex-col gap-4 rounded-card border border-primary/40 bg-primary/5 p-6">
      <div className="flex items-start gap-3">
        <Leaf aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-2">
          <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
            {justCompleted ? 'Module complete' : 'You have completed this module'}
          </h2>
          <p className="max-w-[70ch]">
            {nextModule
              ? 'Thank you for giving this time to yourself. There is no rush: the next one will be here whenever you are ready.'
              : `That was the last one${program ? ' of Spark Reboot' : ` in ${edit.title}`}. Every module is done. Come back to any of them whenever it helps.`}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        {nextModule && (
          <Link to={modulePath(edit.slug, nextModule)} className={buttonVariants()}>
            {program ? 'Go to the next day' : 'Go to the next module'}
            <ArrowRight aria-hidden="true" strokeWidth={1.75} />
          </Link>
        )}
        <Link to={program ? '/spark-reboot/modules' : editHomePath(edit)} className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
          Back to {edit.title}
        </Link>
      </div>
    </div>
  );
}
