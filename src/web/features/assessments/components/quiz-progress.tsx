import { ProgressBar } from '#web/components/ui/progress-bar';

interface QuizProgressProps {
  answered: number;
  total: number;
  /** "Question 3 of 20" or "Questions 4–6 of 20"; null on the review screen. */
  label: string | null;
  minutesLeft: number;
}

/** The progress bar (answered questions) with where the person is and about how long is left. */
export function QuizProgress({ answered, total, label, minutesLeft }: QuizProgressProps) {
  const timeLeft = minutesLeft === 0 ? 'All questions answered' : `About ${minutesLeft} ${minutesLeft === 1 ? 'minute' : 'minutes'} left`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {label && <span className="font-semibold text-foreground">{label}</span>}
        <span>{timeLeft}</span>
      </div>
      <ProgressBar value={answered} max={total} label="Your progress" words={() => `${answered} of ${total} questions answered`} thin />
    </div>
  );
}
