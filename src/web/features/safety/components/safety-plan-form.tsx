import { Printer, Save } from 'lucide-react';
import { type ReactNode } from 'react';
import { SAFETY_PLAN_STEPS, SafetyPlan } from '#shared/contracts/safety';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { useZodForm } from '#web/lib/use-zod-form';
import { errorNotice } from '#web/lib/error-notice';

interface SafetyPlanFormProps {
  initial: SafetyPlan;
  /** Keeps the plan (in the account or on the device); its answer is the notice to show. */
  onSave: (plan: SafetyPlan) => Promise<NoticeContent>;
  saveLabel: string;
  /** More buttons after Save and Print (the visitor's Remove from this device). */
  extra?: ReactNode;
}

/**
 * The seven steps of Stanley and Brown's safety plan, each the person's own words, checked with
 * the server's schema. Everything typed stays on any failure. Print gives a clean page of the
 * plan (the form itself is hidden on paper).
 */
export function SafetyPlanForm({ initial, onSave, saveLabel, extra }: SafetyPlanFormProps) {
  const form = useZodForm(SafetyPlan, initial);
  const onSubmit = form.handleSubmit(
    async (plan) => form.setNotice(await onSave(plan)),
    (error, fieldsMarked) =>
      fieldsMarked
        ? { tone: 'error', message: 'A step needs a small change: the note under it says what. Everything you wrote is still here.' }
        : errorNotice(error, 'Your plan was not saved. Everything you wrote is still here: please try again in a moment.'),
  );

  return (
    <>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Your safety plan" className="flex flex-col gap-6 print:hidden">
        <ol className="flex flex-col gap-6">
          {SAFETY_PLAN_STEPS.map((step, index) => (
            <li key={step.key}>
              <TextAreaField label={`${index + 1}. ${step.title}`} hint={step.hint} rows={3} {...form.text(step.key)} />
            </li>
          ))}
        </ol>
        <LiveNotice notice={form.notice} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={form.busy}>
            <Save aria-hidden="true" strokeWidth={1.75} />
            {form.busy ? 'Saving...' : saveLabel}
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" strokeWidth={1.75} />
            Print my plan
          </Button>
          {extra}
        </div>
      </form>
      <PrintedPlan plan={form.values} />
    </>
  );
}

/** The plan as it prints: each step's title and the words written under it (shown on paper only). */
function PrintedPlan({ plan }: { plan: SafetyPlan }) {
  return (
    <ol aria-hidden="true" className="hidden flex-col gap-4 print:flex">
      {SAFETY_PLAN_STEPS.map((step, index) => (
        <li key={step.key} className="break-inside-avoid">
          <p className="font-semibold">
            {index + 1}. {step.title}
          </p>
          <p className="min-h-12 whitespace-pre-wrap border-b border-border pb-2">{plan[step.key]}</p>
        </li>
      ))}
    </ol>
  );
}
