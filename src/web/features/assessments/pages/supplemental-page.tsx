import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { allItems, type Item } from '#shared/assessments/definition';
import { type AnswerValue, type Answers, isCrisisAnswer, scaleOf } from '#shared/assessments/scoring';
import type { SupplementalResponse } from '#shared/contracts/assessments';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard, CrisisResources } from '#web/components/crisis-resources';
import { Button } from '#web/components/ui/button';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { useCrisisTier } from '#web/lib/use-crisis-tier';
import { QueryState } from '#web/components/query-state';
import { useSupplemental } from '../api/get-supplemental';
import { useSaveSupplemental } from '../api/save-supplemental';
import { NotFound } from '#web/components/not-found';
import { QuestionField } from '../components/question-field';
import { formatDate } from '#web/lib/dates';
import { answerText, errorsByItem, isAnswered, knownAnswers, withAnswer } from '../lib/quiz-screens';

export const SUPPLEMENTAL_MESSAGES = {
  saved: 'Your answers are saved.',
  fieldErrors: 'Some answers need another look. Everything else you wrote is kept.',
  failed: 'We could not save your answers. Nothing is lost: please try again in a moment.',
} as const;

/**
 * /assessment/supplemental/:userId? (spec 2.4): context answers that round out the profile. The
 * member edits their own; admin staff may read a member's (`userId`), never change them.
 */
export default function SupplementalPage() {
  const { userId } = useParams();
  const query = useSupplemental(userId);
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 px-4 py-10 sm:py-14">
      <QueryState query={query} what="your answers">
        {(data) => (data.editable ? <SupplementalForm data={data} /> : <SupplementalAnswers data={data} />)}
      </QueryState>
    </div>
  );
}

function Header({ data }: { data: SupplementalResponse }) {
  return (
    <header className="flex flex-col gap-3">
      <h1 className="text-3xl font-semibold sm:text-4xl">{data.definition.title}</h1>
      {data.memberName && <p className="text-lg font-semibold">Answers from {data.memberName}</p>}
      <p className="max-w-[70ch] text-lg text-muted-foreground">{data.definition.measures}</p>
      <p className="text-muted-foreground">
        {data.updatedAt ? `Last saved on ${formatDate(data.updatedAt)}.` : 'Not answered yet.'}
        {data.editable && ' You can change your answers any time.'}
      </p>
    </header>
  );
}

/** Staff reading a member's answers: the questions and answers as text. */
function SupplementalAnswers({ data }: { data: SupplementalResponse }) {
  const { definition } = data;
  return (
    <>
      <Header data={data} />
      {definition.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="flex flex-col gap-3">
          <h2 id={`section-${section.id}`} className="text-2xl font-semibold">
            {section.title}
          </h2>
          <dl className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface px-5">
            {section.items.map((item) => (
              <div key={item.id} className="flex flex-col gap-1 py-3">
                <dt className="font-semibold">{item.text}</dt>
                <dd className="whitespace-pre-line text-muted-foreground">
                  {answerText(scaleOf(definition, item), data.answers[item.id]) ?? 'Not answered'}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}

function SupplementalForm({ data }: { data: SupplementalResponse }) {
  const { definition } = data;
  const save = useSaveSupplemental();
  const [answers, setAnswers] = useState<Answers>(() => knownAnswers(definition, data.answers));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const items = allItems(definition);
  const [crisis, setCrisis] = useState(() => items.some((item) => isCrisisAnswer(item, answers[item.id])));
  const crisisRef = useRef<HTMLElement>(null);
  // Written answers get the tiered check as they are typed and from the server's answer (issue 15).
  const [savedTier, setSavedTier] = useState<CrisisTier>(0);
  const writtenTier = useCrisisTier(
    Object.values(answers).filter((value): value is string => typeof value === 'string'),
    savedTier,
  );
  const formRef = useRef<HTMLFormElement>(null);
  const focusCrisis = useRef(false);
  const focusItem = useRef<string | null>(null);

  useEffect(() => {
    if (focusCrisis.current) {
      focusCrisis.current = false;
      crisisRef.current?.focus();
    }
    const id = focusItem.current;
    if (!id) return;
    focusItem.current = null;
    const scope = formRef.current?.querySelector(`[data-item="${id}"]`);
    (scope?.querySelector<HTMLElement>('input:checked, textarea') ?? scope?.querySelector<HTMLElement>('input'))?.focus();
  });

  const answer = (item: Item, value: AnswerValue | undefined) => {
    setAnswers((current) => withAnswer(current, item.id, value));
    if (isAnswered(value)) setErrors(({ [item.id]: _answered, ...rest }) => rest);
    if (!crisis && isCrisisAnswer(item, value)) {
      setCrisis(true);
      focusCrisis.current = true;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    save.mutate(answers, {
      onSuccess: (reply) => {
        setSavedTier(reply.crisisTier);
        setErrors({});
        setNotice({ tone: 'success', message: SUPPLEMENTAL_MESSAGES.saved });
      },
      onError: (error) => {
        const byItem = error instanceof ApiError && error.status === 400 ? errorsByItem(error.fieldErrors) : {};
        const first = items.find((item) => byItem[item.id]);
        setErrors(byItem);
        focusItem.current = first?.id ?? null;
        setNotice({ tone: 'error', message: first ? SUPPLEMENTAL_MESSAGES.fieldErrors : SUPPLEMENTAL_MESSAGES.failed });
      },
    });
  };

  return (
    <>
      {crisis && <CrisisResources ref={crisisRef} />}
      <Header data={data} />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-10" aria-label={definition.title}>
        {definition.sections.map((section) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`} className="flex flex-col gap-6">
            <div className="flex flex-col gap-2">
              <h2 id={`section-${section.id}`} className="text-2xl font-semibold">
                {section.title}
              </h2>
              {section.intro && <p className="max-w-[70ch] text-muted-foreground">{section.intro}</p>}
            </div>
            {section.items.map((item) => (
              <QuestionField
                key={item.id}
                item={item}
                scale={scaleOf(definition, item)}
                value={answers[item.id]}
                onChange={(value) => answer(item, value)}
                error={errors[item.id]}
              />
            ))}
          </section>
        ))}
        <LiveNotice notice={notice} />
        {!crisis && <CrisisCard tier={writtenTier} />}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg" pending={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save my answers'}
          </Button>
          <Link to="/assessments" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
            Back to the Assessment Hub
          </Link>
        </div>
      </form>
    </>
  );
}
