import { Link } from 'react-router';
import { useState } from 'react';
import { CrisisResources } from '#web/components/crisis-resources';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Notice } from '#web/components/ui/notice';
import { AREA_BAND_WORDS, type StageProps, fieldErrorsOf } from '../lib/stage-props';
import { sameData, useUnsaved } from '../lib/unsaved';
import { StageFooter } from './stage-footer';

const STRAIN_BODY =
  'Work that hurts this much can wear on everything else. If you are struggling, you do not have to wait for a plan: these people are there to listen.';

/** Stage 1: the Career Rebellion Index result (or the way to take it) and the six areas of worklife. */
export function StageStand(props: StageProps) {
  const { content, state, save, saving, unsaved } = props;
  const { worklife } = content;
  const [answers, setAnswers] = useState<Record<string, number>>(state.stand.answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const career = state.stand.careerResult;
  const strained = state.stand.scores.filter((s) => s.band === 'strain').length;

  const submit = async () => {
    setErrors({});
    setSaved(false);
    try {
      await save({ method: 'PUT', path: 'worklife', body: { answers } });
      setSaved(true);
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      return false;
    }
  };
  useUnsaved(unsaved, 'worklife', sameData(answers, state.stand.answers) ? null : submit);

  return (
    <div className="flex flex-col gap-8">
      <Card className="flex flex-col gap-2 p-5">
        <h3 className="text-xl font-semibold">Your Career Rebellion Index</h3>
        {career ? (
          <>
            <p className="font-semibold">{career.title ?? 'Your result'}</p>
            {career.summary && <p>{career.summary}</p>}
            <Link className="font-semibold text-primary underline underline-offset-4" to={`/assessment/career-rebellion-index/result`}>
              See your full result
            </Link>
          </>
        ) : (
          <>
            <p>
              Take the Career Rebellion Index first if you like: twelve short questions, about 3 minutes. FlowPath works without it too.
            </p>
            <Link className="font-semibold text-primary underline underline-offset-4" to="/assessment/career-rebellion-index">
              Take the Career Rebellion Index
            </Link>
          </>
        )}
      </Card>

      <form
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="flex flex-col gap-2">
          <h3 className="text-xl font-semibold">{worklife.title}</h3>
          <p>{worklife.intro}</p>
        </div>
        {worklife.areas.map((area) =>
          area.items.map((item) => (
            <fieldset
              key={item.id}
              className="flex flex-col gap-2"
              aria-describedby={errors[`answers.${item.id}`] ? `${item.id}-error` : undefined}
            >
              <legend className="mb-2 font-semibold">{item.text}</legend>
              <div className="flex flex-wrap gap-2">
                {worklife.scale.map((option) => (
                  <label
                    key={option.value}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-border bg-surface px-3"
                  >
                    <input
                      type="radio"
                      name={item.id}
                      value={option.value}
                      checked={answers[item.id] === option.value}
                      onChange={() => setAnswers((a) => ({ ...a, [item.id]: option.value }))}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
              {errors[`answers.${item.id}`] && (
                <p id={`${item.id}-error`} className="text-sm font-semibold text-destructive">
                  {errors[`answers.${item.id}`]}
                </p>
              )}
            </fieldset>
          )),
        )}
        <p className="text-sm text-muted-foreground">{worklife.basedOn}</p>
        <div>
          <Button type="submit" pending={saving}>
            Save my answers
          </Button>
        </div>
        {saved && <Notice tone="success">Your answers are saved.</Notice>}
      </form>

      {state.stand.scores.some((s) => s.score !== null) && (
        <section aria-labelledby="worklife-result" className="flex flex-col gap-3">
          <h3 id="worklife-result" className="text-xl font-semibold">
            Where the strain sits
          </h3>
          <ul className="flex flex-col gap-2">
            {state.stand.scores.map((score) => {
              const area = worklife.areas.find((a) => a.id === score.area)!;
              return (
                <li key={score.area} className="flex justify-between gap-3 rounded-lg border border-border bg-surface px-4 py-3">
                  <span className="font-semibold">{area.title}</span>
                  <span>{score.band ? `${AREA_BAND_WORDS[score.band]} (${score.score} of 5)` : 'Not answered yet'}</span>
                </li>
              );
            })}
          </ul>
          {state.stand.draining.length > 0 ? (
            state.stand.draining.map((id) => {
              const area = worklife.areas.find((a) => a.id === id)!;
              return (
                <p key={id}>
                  <strong>{area.title}</strong> seems to drain you most. {area.whenStrained}
                </p>
              );
            })
          ) : (
            <p>None of the six areas stands out as a strain right now. That is worth knowing too.</p>
          )}
        </section>
      )}
      {strained >= 3 && <CrisisResources headingLevel={3} body={STRAIN_BODY} />}
      <StageFooter stage="stand" {...props} />
    </div>
  );
}
