import { sectionIntro, sectionShell, sectionTitle } from './home-landing-styles';

/** Spec 2.9 "How It Works": five steps, in this order, with these exact titles. */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Take the Audit',
    text: 'Answer a few calm questions about how you have been feeling lately. It takes about 10 minutes, and you can pause whenever you need to.',
  },
  {
    title: 'Get Your Profile',
    text: 'See your SoulPrint: how your system meets stress, what drains you and what helps you recover. It is a starting point, not a diagnosis.',
  },
  {
    title: 'Start Your Edit',
    text: 'Begin a guided reset path matched to your results, one short module at a time.',
  },
  {
    title: 'Meet Sofia',
    text: 'With Premium, talk things through with Sofia, your AI guide, by chat or by voice, whenever a question comes up.',
  },
  {
    title: 'Take Action',
    text: 'Try small, doable changes in your real days. Retake the audit whenever you like to see what has shifted.',
  },
] as const;

export function HomeHowItWorks() {
  return (
    <section aria-labelledby="home-how-title" className={sectionShell}>
      <h2 id="home-how-title" className={sectionTitle}>
        How It Works
      </h2>
      <p className={sectionIntro}>Five gentle steps, at your pace. Nothing here is a test you can fail.</p>
      <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {HOW_IT_WORKS_STEPS.map((step, index) => (
          <li key={step.title} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-sm">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-muted font-semibold text-primary">
              {index + 1}
            </span>
            <h3 className="text-xl font-semibold">{step.title}</h3>
            <p className="text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
