import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { HORIZONS, type Horizon, horizonDates } from '#shared/flowpath/plan-dates';
import { Button } from '#web/components/ui/button';
import { CheckboxField, TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { formatDay } from '#web/lib/dates';
import { planSuggestions } from '../lib/plan-suggestions';
import { type StageProps, fieldErrorsOf } from '../lib/stage-props';
import { sameData, useUnsaved } from '../lib/unsaved';
import { RemoveDialog } from './remove-dialog';
import { StageFooter } from './stage-footer';

interface Draft {
  id?: string;
  horizon: Horizon;
  title: string;
}

/** Stage 7: the 30-60-90 day plan: a start day, milestones per horizon, and gentle email reminders if wanted. */
export function StagePlan(props: StageProps) {
  const { content, state, save, saving, unsaved } = props;
  const [startOn, setStartOn] = useState(state.plan.startOn ?? state.today);
  const [reminders, setReminders] = useState(state.plan.emailReminders);
  const [milestones, setMilestones] = useState<Draft[]>(
    state.plan.milestones.map((m) => ({ id: m.id, horizon: m.horizon as Horizon, title: m.title })),
  );
  const [adding, setAdding] = useState<Record<Horizon, string>>({ 30: '', 60: '', 90: '' });
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // A saved milestone is removed after a confirmation; focus then goes to its horizon's new-milestone field.
  const [removing, setRemoving] = useState<Draft | null>(null);
  const [removed, setRemoved] = useState<{ horizon: Horizon } | null>(null);
  const remove = (m: Draft) => {
    setMilestones((list) => list.filter((x) => x !== m));
    setRemoving(null);
    setNotice(null);
    setRemoved({ horizon: m.horizon });
  };
  // After the dialog has closed (its effect runs first), so the field is no longer inert.
  useEffect(() => {
    if (removed) document.getElementById(`milestone-${removed.horizon}`)?.focus();
  }, [removed]);
  const dates = /^\d{4}-\d{2}-\d{2}$/.test(startOn) ? horizonDates(startOn) : null;
  const suggestions = planSuggestions(content, state).filter((s) => !milestones.some((m) => m.title === s.title));
  const add = (horizon: Horizon, title: string) => {
    if (!title.trim()) return;
    setMilestones((list) => [...list, { horizon, title: title.trim() }]);
    setAdding((a) => ({ ...a, [horizon]: '' }));
  };

  // A milestone typed but not yet added is part of the plan too: saving (or Finish) keeps it.
  const typed: Draft[] = HORIZONS.flatMap((horizon) => (adding[horizon].trim() ? [{ horizon, title: adding[horizon].trim() }] : []));
  const submit = async () => {
    setNotice(null);
    try {
      await save({ method: 'PUT', path: 'plan', body: { startOn, emailReminders: reminders, milestones: [...milestones, ...typed] } });
      if (typed.length) {
        setMilestones((list) => [...list, ...typed]);
        setAdding({ 30: '', 60: '', 90: '' });
      }
      setNotice({ tone: 'success', text: 'Your plan is saved.' });
      return true;
    } catch (error) {
      const fields = Object.values(fieldErrorsOf(error));
      setNotice({ tone: 'error', text: fields[0] ?? 'We could not save your plan. Please try again.' });
      return false;
    }
  };
  // Milestones by day and words, in any order: one added here has no id until the page reads the plan again.
  const milestoneKeys = (list: { horizon: number; title: string }[]) => list.map((m) => `${m.horizon} ${m.title}`).sort();
  const savedPlan = {
    startOn: state.plan.startOn ?? state.today,
    reminders: state.plan.emailReminders,
    milestones: milestoneKeys(state.plan.milestones),
  };
  const changed = !sameData({ startOn, reminders, milestones: milestoneKeys([...milestones, ...typed]) }, savedPlan);
  useUnsaved(unsaved, 'plan', changed ? submit : null);

  return (
    <div className="flex flex-col gap-6">
      <TextField label="My plan starts on" name="plan-start" type="date" value={startOn} onChange={(e) => setStartOn(e.target.value)} />
      {HORIZONS.map((horizon) => (
        <section
          key={horizon}
          aria-labelledby={`horizon-${horizon}`}
          className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
        >
          <h3 id={`horizon-${horizon}`} className="text-xl font-semibold">
            By day {horizon}
            {dates && <span className="font-normal text-muted-foreground"> ({formatDay(dates[horizon])})</span>}
          </h3>
          <ul className="flex flex-col gap-2">
            {milestones
              .filter((m) => m.horizon === horizon)
              .map((m) => (
                <li key={`${m.id ?? ''}${m.title}`} className="flex items-center justify-between gap-2">
                  <span>{m.title}</span>
                  <Button variant="ghost" size="icon" aria-label={`Remove ${m.title}`} onClick={() => (m.id ? setRemoving(m) : remove(m))}>
                    <X aria-hidden="true" strokeWidth={1.75} />
                  </Button>
                </li>
              ))}
          </ul>
          <div className="flex items-end gap-2">
            <TextField
              className="flex-1"
              label={`A milestone for day ${horizon}`}
              id={`milestone-${horizon}`}
              name={`milestone-${horizon}`}
              maxLength={120}
              value={adding[horizon]}
              onChange={(e) => setAdding((a) => ({ ...a, [horizon]: e.target.value }))}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add(horizon, adding[horizon]);
                }
              }}
            />
            <Button variant="outline" onClick={() => add(horizon, adding[horizon])} aria-label={`Add the milestone for day ${horizon}`}>
              <Plus aria-hidden="true" strokeWidth={1.75} /> Add
            </Button>
          </div>
        </section>
      ))}
      {suggestions.length > 0 && (
        <section aria-labelledby="plan-ideas" className="flex flex-col gap-2">
          <h3 id="plan-ideas" className="font-semibold">
            Ideas from your path
          </h3>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((s) => (
              <li key={s.title}>
                <Button variant="secondary" size="sm" className="py-2 text-left whitespace-normal!" onClick={() => add(s.horizon, s.title)}>
                  Day {s.horizon}: {s.title}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <CheckboxField
        name="email-reminders"
        label="Send me a gentle email when a milestone or an experiment's check-back date comes round"
        checked={reminders}
        onChange={(e) => setReminders(e.target.checked)}
      />
      <div>
        <Button onClick={() => void submit()} pending={saving}>
          Save my plan
        </Button>
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <RemoveDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this milestone?"
        description={`“${removing?.title ?? ''}” leaves your plan, with its reminder, when the plan is saved.`}
        confirm="Remove milestone"
        onConfirm={() => removing && remove(removing)}
      />
      <StageFooter stage="plan" {...props} />
    </div>
  );
}
