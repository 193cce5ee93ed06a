import { ArrowRight } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { EditDetailResponse } from '#shared/contracts/edits';
import { Button, buttonVariants } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { useStartEdit } from '../api/start-edit';
import { modulePath } from '../lib/edit-paths';

type Edit = Pick<EditDetailResponse, 'slug' | 'started' | 'completedCount' | 'moduleCount' | 'nextModule' | 'modules'>;

/**
 * Start (POST start, then the first module), Continue (the next module not done), or, once every
 * module is done, a way back to the first one. `startLabel` names the first step ("Start day 1").
 */
export function StartButton({ edit, startLabel, continueLabel = 'Continue' }: { edit: Edit; startLabel: string; continueLabel?: string }) {
  const start = useStartEdit(edit.slug);
  const navigate = useNavigate();
  const first = edit.modules[0]?.slug;
  const next = edit.nextModule ?? first;
  if (!next) return null;

  if (edit.nextModule === null) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="font-semibold">You have done every module. You are welcome to go through any of them again.</p>
        <Link to={modulePath(edit.slug, first ?? next)} className={buttonVariants({ variant: 'outline' })}>
          Revisit the first module
        </Link>
      </div>
    );
  }

  const begun = edit.started || edit.completedCount > 0;
  if (begun) {
    const index = edit.modules.findIndex((module) => module.slug === next);
    return (
      <div className="flex flex-col items-start gap-2">
        <Link to={modulePath(edit.slug, next)} className={buttonVariants({ size: 'lg' })}>
          {continueLabel}
          <ArrowRight aria-hidden="true" strokeWidth={1.75} />
        </Link>
        {index >= 0 && <p className="text-sm text-muted-foreground">Up next: {edit.modules[index].title}</p>}
      </div>
    );
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        size="lg"
        pending={start.isPending}
        onClick={() => start.mutate(undefined, { onSuccess: () => void navigate(modulePath(edit.slug, next)) })}
      >
        {start.isPending ? 'Starting...' : startLabel}
        <ArrowRight aria-hidden="true" strokeWidth={1.75} />
      </Button>
      {start.isError && (
        <Notice tone="error" title="We could not start this just now">
          It is not something you did. Please try again in a moment.
        </Notice>
      )}
    </div>
  );
}
