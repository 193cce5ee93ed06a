import { useId } from 'react';
import { Switch } from '#web/components/ui/switch';
import { useSetModuleSaved } from '../api/set-module-saved';

/** Save for later (PUT …/saved): the switch moves at once and moves back if the change fails. */
export function SaveForLater({ pathSlug, moduleSlug, saved }: { pathSlug: string; moduleSlug: string; saved: boolean }) {
  const id = useId();
  const mutation = useSetModuleSaved(pathSlug, moduleSlug);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <Switch
          checked={saved}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(next) => mutation.mutate(next)}
        />
        <div className="flex flex-col">
          <span id={`${id}-label`} className="font-semibold">
            Save for later
          </span>
          <span id={`${id}-hint`} className="text-sm text-muted-foreground">
            Saved modules wait for you in My Content.
          </span>
        </div>
      </div>
      <p aria-live="polite" className="text-sm font-semibold text-destructive empty:hidden">
        {mutation.isError ? 'We could not change that just now. Please try again.' : ''}
      </p>
    </div>
  );
}
