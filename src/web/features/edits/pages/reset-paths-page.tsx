import { ArrowRight, Wind } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { EditCard as EditCardData } from '#shared/contracts/edits';
import { Button, buttonVariants } from '#web/components/ui/button';
import { useEdits } from '../api/list-edits';
import { EditCard } from '../components/edit-card';
import { EditFiltersBar } from '../components/edit-filters-bar';
import { QueryState } from '#web/components/query-state';
import { type EditFilters, filterEdits, readFilters } from '../lib/edit-filters';
import { PageFrame } from '#web/components/page-frame';
import { TitledSection } from '#web/components/titled-section';

/** /reset-paths (spec 2.5): every Edit, the recommended ones first with the API's reason, filters and progress. */
export default function ResetPathsPage() {
  const edits = useEdits();
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);

  const changeFilters = (next: EditFilters) => {
    const params = new URLSearchParams();
    if (next.need) params.set('need', next.need);
    if (next.length) params.set('length', next.length);
    setSearch(params, { replace: true, preventScrollReset: true });
  };

  return (
    <PageFrame
      title="Edits"
      width="5xl"
      lead="Guided reset paths, one small step at a time. Each module is a short reading, a practice and a question to reflect on. Go at your own pace: there is no schedule to keep up with."
    >
      <EditFiltersBar filters={filters} onChange={changeFilters} />

      <QueryState query={edits} what="your Edits" page>
        {(data) => <EditLists all={data.edits} filters={filters} onClear={() => changeFilters({ need: null, length: null })} />}
      </QueryState>

      <aside aria-labelledby="other-ways" className="grid gap-5 md:grid-cols-2">
        <h2 id="other-ways" className="sr-only">
          Other ways in
        </h2>
        <div className="flex flex-col gap-3 rounded-card border border-border bg-muted p-6">
          <h3 className="text-xl font-semibold">New here? Try Spark Reboot</h3>
          <p className="text-muted-foreground">Seven days, one small module a day, most under seven minutes.</p>
          <Link to="/spark-reboot" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
            See Spark Reboot
            <ArrowRight aria-hidden="true" strokeWidth={1.75} />
          </Link>
        </div>
        <div className="flex flex-col gap-3 rounded-card border border-border bg-muted p-6">
          <h3 className="text-xl font-semibold">Need a minute right now?</h3>
          <p className="text-muted-foreground">The Reset Room has breathing guides and one-minute practices, ready when you are.</p>
          <Link to="/reset-room" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
            <Wind aria-hidden="true" strokeWidth={1.75} />
            Open the Reset Room
          </Link>
        </div>
      </aside>
    </PageFrame>
  );
}

function EditLists({ all, filters, onClear }: { all: EditCardData[]; filters: EditFilters; onClear: () => void }) {
  const shown = filterEdits(all, filters);
  const recommended = shown.filter((edit) => edit.recommendedReason);
  const others = shown.filter((edit) => !edit.recommendedReason);
  const filtered = filters.need !== null || filters.length !== null;

  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="text-muted-foreground">
        {filtered ? `Showing ${shown.length} of ${all.length} Edits` : `${all.length} Edits`}
      </p>
      {shown.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-6">
          <p>No Edit matches both of those. Try another need or length.</p>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </div>
      )}
      {recommended.length > 0 && <EditGroup id="recommended-edits" title="Recommended for you" edits={recommended} />}
      {others.length > 0 && (
        <EditGroup id="more-edits" title={all.some((edit) => edit.recommendedReason) ? 'More Edits' : 'All Edits'} edits={others} />
      )}
    </div>
  );
}

function EditGroup({ id, title, edits }: { id: string; title: string; edits: EditCardData[] }) {
  return (
    <TitledSection id={id} title={title}>
      <ul className="grid gap-5 md:grid-cols-2">
        {edits.map((edit) => (
          <li key={edit.slug} className="flex">
            <EditCard edit={edit} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
