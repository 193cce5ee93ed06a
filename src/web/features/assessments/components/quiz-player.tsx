import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { allItems, type Item } from '#shared/assessments/definition';
import { type AnswerValue, type Answers, isCrisisAnswer, minutesLeft } from '#shared/assessments/scoring';
import type { AssessmentResponse } from '#shared/contracts/assessments';
import { CrisisResources } from '#web/components/crisis-resources';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { revealBelowHeader } from '#web/lib/reveal';
import { ApiError } from '#web/lib/api-client';
import { useClearProgress } from '../api/clear-progress';
import { useSubmitAssessment } from '../api/submit-assessment';
import type { PlayerRoute } from '../lib/assessment-routes';
import {
  answeredCount,
  buildScreens,
  errorsByItem,
  isAnswered,
  knownAnswers,
  nextOpenScreen,
  positionForScreen,
  screenIndexForPosition,
  screenOfItem,
  withAnswer,
} from '../lib/quiz-screens';
import { useProgressAutosave } from '../lib/use-progress-autosave';
import { QuestionScreen } from './question-screen';
import { QuizIntro } from './quiz-intro';
import { QuizProgress } from './quiz-progress';
import { ReviewScreen } from './review-screen';

interface QuizPlayerProps {
  data: AssessmentResponse;
  route: PlayerRoute;
  /** Open at the questions rather than the intro (a /quiz page, or Resume from the hub). */
  startWithQuestions: boolean;
}

type FocusRequest = { kind: 'crisis' } | { kind: 'screen' } | { kind: 'item'; id: string };

export const SUBMIT_MESSAGES = {
  fieldErrors: 'Some answers need another look',
  fieldErrorsDetail: 'All your other answers are kept. Answer the question below, then carry on.',
  failed: 'We could not send your answers',
  failedDetail: 'Your answers are saved. Please try again in a moment.',
} as const;

/**
 * The quiz player (docs/decisions/030-web-assessment-player.md): intro, one screen of `perScreen`
 * items at a time with progress, Back and Next, answers saved as the person goes, crisis
 * resources first after a safety answer above 0, and a review screen that submits.
 */
export function QuizPlayer({ data, route, startWithQuestions }: QuizPlayerProps) {
  const { definition } = data;
  const navigate = useNavigate();
  const screens = useMemo(() => buildScreens(definition), [definition]);
  const items = useMemo(() => allItems(definition), [definition]);
  const reviewIndex = screens.length;

  const [answers, setAnswers] = useState<Answers>(() => knownAnswers(definition, data.progress?.answers ?? {}));
  const [screenIndex, setScreenIndex] = useState(() => (data.progress ? screenIndexForPosition(screens, data.progress.position) : 0));
  const [phase, setPhase] = useState<'intro' | 'questions'>(startWithQuestions ? 'questions' : 'intro');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ title: string; detail: string } | null>(null);
  // Once a safety answer above 0 is given, the resources stay for the rest of the visit.
  const [crisis, setCrisis] = useState(() => items.some((item) => isCrisisAnswer(item, answers[item.id])));
  // A screen opened from the review: Next goes on to what is still open, then back to the review.
  const [fromReview, setFromReview] = useState(false);

  const autosave = useProgressAutosave(route.slug);
  const submit = useSubmitAssessment(route.slug);
  const clear = useClearProgress(route.slug);

  const crisisRef = useRef<HTMLElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const reviewHeadingRef = useRef<HTMLHeadingElement>(null);
  // The /quiz page opens on the questions (after Start, or on a reload): focus starts on the open one.
  const focusRequest = useRef<FocusRequest | null>(startWithQuestions ? { kind: 'screen' } : null);

  // Focus follows the person: to the crisis resources when they appear, else to the new screen's
  // first answer (its chosen option, like Tab would), or the review heading. The screen scrolls so
  // its heading and question (or the crisis card) sit below the sticky header, on a phone too.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if (request.kind === 'crisis') return crisisRef.current ? revealBelowHeader(crisisRef.current) : undefined;
    if (phase === 'questions' && screenIndex === reviewIndex) {
      const heading = reviewHeadingRef.current;
      // With the crisis resources showing, the review starts from them (they sit above the player).
      const top = crisisRef.current ?? heading;
      return top ? revealBelowHeader(top, heading) : undefined;
    }
    const container = screenRef.current;
    if (!container) return;
    const scope = request.kind === 'item' ? container.querySelector(`[data-item="${request.id}"]`) : container;
    const target = scope?.querySelector<HTMLElement>('input:checked, textarea') ?? scope?.querySelector<HTMLElement>('input');
    if (scope) revealBelowHeader(scope, target ?? null);
  });

  const position = (index: number) => positionForScreen(screens, index);

  const goToScreen = (index: number, focus: FocusRequest = { kind: 'screen' }, opensFromReview = false) => {
    focusRequest.current = focus;
    setScreenIndex(index);
    setFromReview(opensFromReview && index < reviewIndex);
    setProblem(null);
    void autosave.flush({ answers, position: position(index) });
  };

  const start = () => {
    if (route.mode === 'intro' && route.quizPath) return void navigate(route.quizPath);
    focusRequest.current = { kind: 'screen' };
    setPhase('questions');
  };

  const startOver = async () => {
    await autosave.settle();
    clear.mutate(undefined, {
      onSuccess: () => {
        setAnswers({});
        setErrors({});
        setScreenIndex(0);
        start();
      },
    });
  };

  const answer = (item: Item, value: AnswerValue | undefined) => {
    const next = withAnswer(answers, item.id, value);
    setAnswers(next);
    if (errors[item.id] && isAnswered(value)) {
      setErrors(({ [item.id]: _answered, ...rest }) => rest);
    }
    if (!crisis && isCrisisAnswer(item, value)) {
      setCrisis(true);
      focusRequest.current = { kind: 'crisis' };
    }
    autosave.schedule({ answers: next, position: position(screenIndex) });
  };

  const send = async () => {
    setProblem(null);
    await autosave.settle();
    submit.mutate(answers, {
      onSuccess: ({ resultPath }) => void navigate(resultPath),
      onError: (error) => {
        const byItem = error instanceof ApiError && error.status === 400 ? errorsByItem(error.fieldErrors) : {};
        const first = items.find((item) => byItem[item.id]);
        if (first) {
          setErrors(byItem);
          goToScreen(screenOfItem(screens, first.id), { kind: 'item', id: first.id }, true);
          setProblem({ title: SUBMIT_MESSAGES.fieldErrors, detail: SUBMIT_MESSAGES.fieldErrorsDetail });
        } else {
          setProblem({ title: SUBMIT_MESSAGES.failed, detail: SUBMIT_MESSAGES.failedDetail });
          void autosave.flush({ answers, position: position(screenIndex) });
        }
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (screenIndex >= reviewIndex) void send();
    else if (fromReview) goToScreen(nextOpenScreen(screens, answers, screenIndex), { kind: 'screen' }, true);
    else goToScreen(screenIndex + 1);
  };

  const back = () => {
    if (screenIndex > 0) return goToScreen(screenIndex - 1);
    void autosave.flush({ answers, position: 0 });
    if (route.mode === 'quiz') return void navigate(route.introPath);
    setPhase('intro');
  };

  // Enter on a chosen option goes on, as on a button; Ctrl or Cmd + Enter in a text answer too.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter') return;
    const target = event.target as HTMLElement;
    const option = target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox');
    const textDone = target instanceof HTMLTextAreaElement && (event.ctrlKey || event.metaKey);
    if (!option && !textDone) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  const answered = answeredCount(definition, answers);
  const crisisRegion = crisis && <CrisisResources ref={crisisRef} className="mb-8" />;

  if (phase === 'intro') {
    const resumable = answered > 0 || screenIndex > 0;
    return (
      <>
        {crisisRegion}
        <QuizIntro
          definition={definition}
          itemCount={items.length}
          savedAnswered={resumable ? answered : null}
          latest={data.latest}
          onStart={start}
          onStartOver={() => void startOver()}
          startingOver={clear.isPending}
          startOverFailed={clear.isError}
        />
      </>
    );
  }

  const screen = screens[screenIndex];
  const label = screen
    ? screen.items.length === 1
      ? `Question ${screen.firstItemIndex + 1} of ${items.length}`
      : `Questions ${screen.firstItemIndex + 1}–${screen.firstItemIndex + screen.items.length} of ${items.length}`
    : 'Review';
  const nextLabel = fromReview && nextOpenScreen(screens, answers, screenIndex) === reviewIndex ? 'Back to review' : 'Next';

  return (
    <>
      {crisisRegion}
      <div className="flex flex-col gap-6">
        <header className="flex flex-col gap-4">
          <h1 className="text-2xl font-semibold">{definition.title}</h1>
          <QuizProgress answered={answered} total={items.length} label={label} minutesLeft={minutesLeft(definition, answers)} />
        </header>
        {problem && (
          <Notice tone="error" title={problem.title}>
            {problem.detail}
          </Notice>
        )}
        <form
          noValidate
          onSubmit={onSubmit}
          onKeyDown={onKeyDown}
          aria-label={`${definition.title}: ${label}`}
          className="flex flex-col gap-8"
        >
          <div ref={screenRef}>
            {screen ? (
              <QuestionScreen definition={definition} screen={screen} answers={answers} errors={errors} onAnswer={answer} />
            ) : (
              <ReviewScreen
                definition={definition}
                answers={answers}
                headingRef={reviewHeadingRef}
                onGoTo={(id) => goToScreen(screenOfItem(screens, id), { kind: 'item', id }, true)}
              />
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="outline" size="lg" onClick={back} pending={submit.isPending}>
              <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
              Back
            </Button>
            <SaveStatus status={autosave.status} />
            <Button type="submit" size="lg" pending={submit.isPending}>
              {screen ? nextLabel : submit.isPending ? 'Working out your results...' : 'See my results'}
              {screen && <ArrowRight aria-hidden="true" strokeWidth={1.75} />}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}

function SaveStatus({ status }: { status: ReturnType<typeof useProgressAutosave>['status'] }) {
  if (status === 'error') {
    return (
      <p role="status" className="text-sm text-muted-foreground sm:text-center">
        Not saved yet. We will keep trying, and your answers stay here.
      </p>
    );
  }
  return (
    <p className="flex min-h-5 items-center gap-1.5 text-sm text-muted-foreground sm:justify-center">
      {status === 'saving' && 'Saving...'}
      {status === 'saved' && (
        <>
          <Check aria-hidden="true" strokeWidth={1.75} className="size-4" />
          Saved
        </>
      )}
    </p>
  );
}
