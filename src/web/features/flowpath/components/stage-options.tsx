import { useState } from 'react';
import { TypedCrisisCard } from '#web/components/typed-crisis-card';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Notice } from '#web/components/ui/notice';
import { TextAreaField } from '#web/components/ui/form-field';
import { type StageProps, fieldErrorsOf } from '../lib/stage-props';
import { sameData, useUnsaved } from '../lib/unsaved';
import { StageFooter } from './stage-footer';
import { TitledList } from './titled-list';

/** Stage 4: the five options, each with what it asks, its risks and what would have to be true, and the member's notes. */
export function StageOptions(props: StageProps) {
  const { content, state, save, saving, unsaved } = props;
  const [notes, setNotes] = useState<Record<string, string>>(state.options.notes);
  const [leaning, setLeaning] = useState<string | null>(state.options.leaning);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const draining = new Set(state.stand.draining);

  const kept = Object.fromEntries(Object.entries(notes).filter(([, text]) => text.trim() !== ''));
  const submit = async () => {
    setNotice(null);
    try {
      await save({ method: 'PUT', path: 'options', body: { notes: kept, leaning } });
      setNotice({ tone: 'success', text: 'Your notes are saved.' });
      return true;
    } catch (error) {
      setNotice({ tone: 'error', text: Object.values(fieldErrorsOf(error))[0] ?? 'We could not save your notes. Please try again.' });
      return false;
    }
  };
  useUnsaved(unsaved, 'options', sameData({ notes: kept, leaning }, state.options) ? null : submit);

  return (
    <div className="flex flex-col gap-6">
      <p>{content.options.intro}</p>
      {content.options.options.map((option) => (
        <Card key={option.id} className="flex flex-col gap-4 p-5">
          <div className="flex flex-col gap-1">
            <h3 className="text-xl font-semibold">{option.title}</h3>
            {option.areas.some((a) => draining.has(a)) && (
              <p className="text-sm font-semibold text-primary">Speaks to an area that drains you most</p>
            )}
            <p>{option.summary}</p>
          </div>
          <TitledList title="What it asks of you" items={option.asks} />
          <TitledList title="The risks" items={option.risks} />
          <TitledList title="What would have to be true" items={option.wouldHaveToBeTrue} />
          <TextAreaField
            label={`Your notes on ${option.title.toLowerCase()}`}
            name={`note-${option.id}`}
            rows={3}
            maxLength={2000}
            value={notes[option.id] ?? ''}
            onChange={(e) => setNotes((n) => ({ ...n, [option.id]: e.target.value }))}
          />
          <TypedCrisisCard texts={notes[option.id] ?? ''} />
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="leaning" checked={leaning === option.id} onChange={() => setLeaning(option.id)} />
            I&rsquo;m leaning towards this one
          </label>
        </Card>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void submit()} pending={saving}>
          Save my notes
        </Button>
        {leaning && (
          <Button variant="ghost" onClick={() => setLeaning(null)}>
            I&rsquo;m not leaning any way yet
          </Button>
        )}
      </div>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <StageFooter stage="options" {...props} />
    </div>
  );
}
