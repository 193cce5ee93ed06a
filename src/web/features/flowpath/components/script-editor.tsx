import { useState } from 'react';
import type { ConversationsContent } from '#shared/flowpath/content';
import { TypedCrisisCard } from '#web/components/typed-crisis-card';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import type { StageProps } from '../lib/stage-props';
import { type Unsaved, useUnsaved } from '../lib/unsaved';
import { TitledList } from './titled-list';

/** One conversation script: how to prepare, the words (the member's own once saved) and what to do if it goes badly. */
export function ScriptEditor({
  script,
  saved,
  save,
  unsaved,
}: {
  script: ConversationsContent['scripts'][number];
  saved: string | undefined;
  save: StageProps['save'];
  unsaved: Unsaved;
}) {
  const [text, setText] = useState(saved ?? script.script);
  const [status, setStatus] = useState('');
  const submit = async () => {
    setStatus('');
    try {
      await save({ method: 'PUT', path: `scripts/${script.id}`, body: { text } });
      setStatus('Your script is saved.');
      return true;
    } catch {
      setStatus('We could not save your script. Your words are still here; please try again.');
      return false;
    }
  };
  useUnsaved(unsaved, `script-${script.id}`, text === (saved ?? script.script) ? null : submit);
  return (
    <details className="rounded-card border border-border bg-surface p-4" open={saved !== undefined || undefined}>
      <summary className="min-h-11 cursor-pointer text-lg font-semibold">{script.title}</summary>
      <div className="mt-3 flex flex-col gap-3">
        <p>{script.when}</p>
        <TitledList title="Before you go in" items={script.prepare} />
        <TextAreaField
          label={`Your words for ${script.title.toLowerCase()}`}
          name={`script-${script.id}`}
          rows={9}
          maxLength={5000}
          value={text}
          hint="Change anything until it sounds like you. The words in [brackets] are yours to fill in."
          onChange={(e) => setText(e.target.value)}
        />
        <TypedCrisisCard texts={text} />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void submit()}>
            Save my script
          </Button>
          <Button variant="ghost" onClick={() => setText(script.script)}>
            Start from our words again
          </Button>
        </div>
        <p role="status" className="text-sm">
          {status}
        </p>
        <div>
          <h3 className="font-semibold">If it goes badly</h3>
          <p>{script.ifItGoesBadly}</p>
        </div>
      </div>
    </details>
  );
}
