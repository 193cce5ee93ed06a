import { Clock, ListChecks, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AssessmentResponse, resultPath } from '#shared/contracts/assessments';
import { IconFacts } from '#web/components/icon-facts';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { formatDate } from '#web/lib/dates';

interface QuizIntroProps {
  definition: AssessmentResponse['definition'];
  itemCount: number;
  /** Answers saved from an earlier visit (here or on another device). */
  savedAnswered: number | null;
  latest: AssessmentResponse['latest'];
  onStart: () => void;
  onStartOver: () => void;
  startingOver: boolean;
  startOverFailed: boolean;
}

/** The intro screen: what it measures, how long it takes, that it is not a diagnosis, and Start or Resume. */
export function QuizIntro({
  definition,
  itemCount,
  savedAnswered,
  latest,
  onStart,
  onStartOver,
  startingOver,
  startOverFailed,
}: QuizIntroProps) {
  const [confirming, setConfirming] = useState(false);
  const resuming = savedAnswered !== null;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">Assessment</p>
        <h1 className="text-3xl font-semibold sm:text-4xl">{definition.title}</h1>
        <p className="text-lg text-muted-foreground">{definition.tagline}</p>
      </header>

      <section aria-labelledby="assessment-measures" className="flex flex-col gap-2">
        <h2 id="assessment-measures" className="text-xl font-semibold">
          What it looks at
        </h2>
        <p className="max-w-[70ch]">{definition.measures}</p>
      </section>

      <IconFacts
        facts={[
          { icon: Clock, text: `About ${definition.minutes} minutes` },
          { icon: ListChecks, text: `${itemCount} questions` },
        ]}
      />

      <Notice tone="info" title="A reflection, not a diagnosis" live={false}>
        <p>
          Your answers suggest patterns worth noticing. They cannot tell you what is wrong, and they do not replace a conversation with a
          doctor or therapist.{' '}
          <Link to="/our-science" className="font-semibold text-primary underline underline-offset-4">
            How we build our assessments
          </Link>
        </p>
      </Notice>

      <p className="text-muted-foreground">
        There are no right answers. Your answers are saved as you go, so you can stop whenever you need and carry on later, on any device.
      </p>

      {resuming && (
        <p className="font-semibold">
          Welcome back. You have answered {savedAnswered} of {itemCount} questions.
        </p>
      )}
      {latest && (
        <p className="text-muted-foreground">
          You last completed this on {formatDate(latest.createdAt)}.{' '}
          <Link
            to={resultPath(definition.kind, definition.slug, latest.id)}
            className="font-semibold text-primary underline underline-offset-4"
          >
            See your latest result
          </Link>
        </p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={onStart} disabled={startingOver}>
          {resuming ? 'Resume' : latest ? 'Start again' : 'Start'}
        </Button>
        {resuming && !confirming && (
          <Button size="lg" variant="outline" onClick={() => setConfirming(true)} disabled={startingOver}>
            <RotateCcw aria-hidden="true" strokeWidth={1.75} />
            Start over
          </Button>
        )}
      </div>

      {resuming && confirming && (
        <div
          role="group"
          aria-labelledby="start-over-question"
          className="flex flex-col gap-3 rounded-card border border-border bg-muted p-4"
        >
          <p id="start-over-question" className="font-semibold">
            Start over? This clears the {savedAnswered} {savedAnswered === 1 ? 'answer' : 'answers'} you saved.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="destructive" onClick={onStartOver} disabled={startingOver} autoFocus>
              {startingOver ? 'Clearing...' : 'Yes, clear my answers'}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={startingOver}>
              Keep my answers
            </Button>
          </div>
        </div>
      )}
      {startOverFailed && (
        <Notice tone="error" title="We could not clear your answers">
          Your saved answers are still here. Please try again in a moment.
        </Notice>
      )}
    </div>
  );
}
