import { type FormEvent, useState } from 'react';
import { type ChecklistTick, RELEASE_PATTERN } from '#shared/contracts/docs';
import { BETA_TESTING_CHECKLIST, type Checklist, QA_RELEASE_CHECKLIST } from '#shared/docs/checklists';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { errorText } from '#web/lib/server-error';
import { useChecklistTicks } from '../api/get-checklist-ticks';
import { useSetChecklistTick } from '../api/set-checklist-tick';
import { useHasRank } from '../lib/use-staff-role';

const today = () => new Date().toISOString().slice(0, 10).replaceAll('-', '.');
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function ChecklistItems({
  checklist,
  release,
  ticks,
  canTick,
}: {
  checklist: Checklist;
  release: string;
  ticks: ChecklistTick[];
  canTick: boolean;
}) {
  const setTick = useSetChecklistTick(release);
  const tickOf = (item: string) => ticks.find((t) => t.checklist === checklist.id && t.item === item);
  const done = checklist.sections.flatMap((s) => s.items).filter((i) => tickOf(i.id)).length;
  const total = checklist.sections.flatMap((s) => s.items).length;
  return (
    <>
      <p role="status" className="mt-4 font-semibold">
        Release {release}: {done} of {total} ticked
      </p>
      {setTick.isError && (
        <p role="alert" className="mt-2 text-destructive">
          {errorText(setTick.error, 'We could not save the tick. Please try again.')}
        </p>
      )}
      {checklist.sections.map((section) => (
        <AdminSection key={section.title} title={section.title}>
          <ul className="space-y-3">
            {section.items.map((item) => {
              const tick = tickOf(item.id);
              const id = `${checklist.id}-${item.id}`;
              return (
                <li key={item.id} className="flex gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-5 shrink-0"
                    checked={Boolean(tick)}
                    disabled={!canTick || setTick.isPending}
                    onChange={(event) => setTick.mutate({ release, checklist: checklist.id, item: item.id, ticked: event.target.checked })}
                  />
                  <label htmlFor={id}>
                    {item.text}
                    {tick && (
                      <span className="block text-sm text-muted-foreground">
                        Ticked by {tick.tickedBy ?? 'a former staff member'} on {when(tick.tickedAt)}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        </AdminSection>
      ))}
    </>
  );
}

function ChecklistPage({ checklist }: { checklist: Checklist }) {
  const [release, setRelease] = useState(today);
  const [draft, setDraft] = useState(release);
  const [error, setError] = useState<string | undefined>();
  const ticks = useChecklistTicks(release);
  const canTick = useHasRank('admin');
  const open = (event: FormEvent) => {
    event.preventDefault();
    const name = draft.trim();
    if (!RELEASE_PATTERN.test(name))
      return setError('Use letters, digits, dots, dashes or underscores (up to 40), such as 2026.11 or v1.4.0.');
    setError(undefined);
    setRelease(name);
  };
  return (
    <>
      <AdminPageHeader title={checklist.title}>{checklist.intro}</AdminPageHeader>
      <form onSubmit={open} className="flex flex-wrap items-end gap-3" noValidate>
        <TextField
          label="Release"
          name="release"
          value={draft}
          error={error}
          onChange={(e) => setDraft(e.target.value)}
          className="max-w-xs"
        />
        <Button type="submit" variant="outline">
          Open this release
        </Button>
      </form>
      {!canTick && <p className="mt-2 text-sm text-muted-foreground">You can read the ticks; admins tick the items.</p>}
      <QueryState query={ticks} what="the ticks">
        {(data) => (
          <>
            {data.releases.length > 0 && (
              <p className="mt-3 text-sm">
                Recent releases:{' '}
                {data.releases.map((name) => (
                  <Button key={name} variant="link" className="px-1" onClick={() => (setDraft(name), setRelease(name))}>
                    {name}
                  </Button>
                ))}
              </p>
            )}
            <ChecklistItems checklist={checklist} release={data.release} ticks={data.ticks} canTick={canTick} />
          </>
        )}
      </QueryState>
    </>
  );
}

/** /admin/qa-checklists (analyst reads, admin ticks): the release checklist, ticked per release (decision 122). */
export function QaChecklistsPage() {
  return <ChecklistPage checklist={QA_RELEASE_CHECKLIST} />;
}

/** /admin/beta-testing-guide (analyst reads, admin ticks): the beta testing guide, ticked per round. */
export function BetaTestingGuidePage() {
  return <ChecklistPage checklist={BETA_TESTING_CHECKLIST} />;
}
