import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useState } from 'react';
import { MAX_REWARDED, type Pile, TOP_VALUES, type ValuesSort, compareValues, moveInTop } from '#shared/flowpath/values-sort';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { type StageProps, fieldErrorsOf } from '../lib/stage-props';
import { StageFooter } from './stage-footer';
import { PILE_WORDS, ValuesDeck } from './values-deck';

/** Stage 3: the card sort, the top five in order, and what work rewards beside them. */
export function StageValues(props: StageProps) {
  const { content, state, save } = props;
  const values = content.values.values;
  const label = (id: string) => values.find((v) => v.id === id)?.label ?? id;
  const [sort, setSort] = useState<ValuesSort>(state.values);
  const [problem, setProblem] = useState<string | null>(null);

  const update = (next: ValuesSort) => {
    setSort(next);
    setProblem(null);
    save({ method: 'PUT', path: 'values', body: next }).catch((error) =>
      setProblem(Object.values(fieldErrorsOf(error))[0] ?? 'We could not save your values. Please try again.'),
    );
  };
  const place = (id: string, pile: Pile) =>
    update({ ...sort, piles: { ...sort.piles, [id]: pile }, top: pile === 'very' ? sort.top : sort.top.filter((t) => t !== id) });
  const unsort = (id: string) => {
    const piles = { ...sort.piles };
    delete piles[id];
    update({ ...sort, piles, top: sort.top.filter((t) => t !== id) });
  };
  const toggleTop = (id: string) =>
    update({ ...sort, top: sort.top.includes(id) ? sort.top.filter((t) => t !== id) : [...sort.top, id].slice(0, TOP_VALUES) });
  const toggleRewarded = (id: string) =>
    update({ ...sort, rewarded: sort.rewarded.includes(id) ? sort.rewarded.filter((r) => r !== id) : [...sort.rewarded, id] });

  const allSorted = values.every((v) => sort.piles[v.id]);
  const very = values.filter((v) => sort.piles[v.id] === 'very');
  const comparison = compareValues(sort.top, sort.rewarded);

  return (
    <div className="flex flex-col gap-8">
      <p>{content.values.intro}</p>
      {problem && <Notice tone="error">{problem}</Notice>}
      <ValuesDeck values={values} piles={sort.piles} onSort={place} />

      <div className="grid gap-4 sm:grid-cols-3">
        {(Object.keys(PILE_WORDS) as Pile[]).map((pile) => {
          const here = values.filter((v) => sort.piles[v.id] === pile);
          return (
            <section
              key={pile}
              aria-label={PILE_WORDS[pile]}
              className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4"
            >
              <h3 className="font-semibold">
                {PILE_WORDS[pile]} ({here.length})
              </h3>
              <ul className="flex flex-wrap gap-2">
                {here.map((v) => (
                  <li key={v.id}>
                    <Button variant="secondary" size="sm" onClick={() => unsort(v.id)} aria-label={`Put ${v.label} back in the deck`}>
                      {v.label} <X aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      {allSorted && (
        <section aria-labelledby="top-five" className="flex flex-col gap-3">
          <h3 id="top-five" className="text-xl font-semibold">
            Your top five
          </h3>
          <p>
            Choose the five from your &ldquo;Very important to me&rdquo; pile that you would keep if you could only keep five (
            {sort.top.length} of {TOP_VALUES} chosen).
          </p>
          <ul className="flex flex-wrap gap-2">
            {very.map((v) => (
              <li key={v.id}>
                <Button
                  variant={sort.top.includes(v.id) ? 'default' : 'outline'}
                  size="sm"
                  aria-pressed={sort.top.includes(v.id)}
                  disabled={!sort.top.includes(v.id) && sort.top.length >= TOP_VALUES}
                  onClick={() => toggleTop(v.id)}
                >
                  {v.label}
                </Button>
              </li>
            ))}
          </ul>
          {sort.top.length > 0 && (
            <ol className="flex flex-col gap-2" aria-label="Your top five, in order">
              {sort.top.map((id, i) => (
                <li key={id} className="flex items-center justify-between gap-2 rounded-lg border border-border bg-surface px-3">
                  <span className="font-semibold">
                    {i + 1}. {label(id)}
                  </span>
                  <span className="flex">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move ${label(id)} up`}
                      disabled={i === 0}
                      onClick={() => update({ ...sort, top: moveInTop(sort.top, id, -1) })}
                    >
                      <ArrowUp aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move ${label(id)} down`}
                      disabled={i === sort.top.length - 1}
                      onClick={() => update({ ...sort, top: moveInTop(sort.top, id, 1) })}
                    >
                      <ArrowDown aria-hidden="true" strokeWidth={1.75} />
                    </Button>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      {sort.top.length === TOP_VALUES && (
        <section aria-labelledby="rewarded" className="flex flex-col gap-3">
          <h3 id="rewarded" className="text-xl font-semibold">
            What your work rewards
          </h3>
          <p>Which values does your work actually reward, notice or make room for? Choose up to {MAX_REWARDED}.</p>
          <div className="flex flex-wrap gap-2">
            {values.map((v) => (
              <label key={v.id} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface px-3">
                <input
                  type="checkbox"
                  checked={sort.rewarded.includes(v.id)}
                  disabled={!sort.rewarded.includes(v.id) && sort.rewarded.length >= MAX_REWARDED}
                  onChange={() => toggleRewarded(v.id)}
                />
                {v.label}
              </label>
            ))}
          </div>
          <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4" aria-live="polite">
            <p>
              <strong>Where they meet:</strong> {comparison.honoured.map(label).join(', ') || 'none yet'}.
            </p>
            <p>
              <strong>Yours, not rewarded at work:</strong> {comparison.unmet.map(label).join(', ') || 'none'}.
              {comparison.unmet.length >= 3 && ' A gap this wide can make work feel wrong, not only tiring. The options ahead may help.'}
            </p>
          </div>
        </section>
      )}
      <p className="text-sm text-muted-foreground">{content.values.basedOn}</p>
      <StageFooter stage="values" {...props} />
    </div>
  );
}
