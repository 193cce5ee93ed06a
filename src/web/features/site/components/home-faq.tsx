import { ChevronDown } from 'lucide-react';
import { CRISIS_RESOURCES } from '#shared/safety/crisis';
import { cn } from '#web/lib/cn';
import { useDisclosure } from '#web/lib/use-disclosure';
import { HOME_FAQ, type HomeFaqItem } from './home-faq-content';
import { sectionTitle } from './home-landing-styles';

const crisisLink = 'inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4';

/** The free crisis lines (src/shared/safety/crisis.ts), compact: one link per line. */
function CrisisLines() {
  return (
    <ul className="mt-3 flex flex-col">
      {CRISIS_RESOURCES.map((line) => {
        const external = line.href.startsWith('http');
        return (
          <li key={line.href}>
            <span className="text-muted-foreground">{line.region}: </span>
            <a href={line.href} className={crisisLink} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {line.action}
              {external && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** One question: a disclosure (useDisclosure) whose button sits in an h3. */
function FaqEntry({ item }: { item: HomeFaqItem }) {
  const answer = useDisclosure();
  return (
    <div className="border-b border-border">
      <h3 className="font-sans text-lg font-semibold">
        <button {...answer.button} className="flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left hover:text-primary">
          <span>{item.question}</span>
          <ChevronDown
            aria-hidden="true"
            strokeWidth={1.75}
            className={cn('size-5 shrink-0 text-muted-foreground transition-transform duration-200 ease-out', answer.open && 'rotate-180')}
          />
        </button>
      </h3>
      <div {...answer.panel} className="max-w-[70ch] pb-6">
        <p>{item.answer}</p>
        {item.crisisLines && <CrisisLines />}
      </div>
    </div>
  );
}

/** Spec 2.9 FAQ: eight questions, closed until opened; the crisis lines stay in view below them. */
export function HomeFaq() {
  return (
    <section aria-labelledby="home-faq-title" className="mx-auto w-full max-w-3xl px-4 py-16 sm:py-20">
      <h2 id="home-faq-title" className={sectionTitle}>
        Questions you might have
      </h2>
      <div className="mt-8 border-t border-border">
        {HOME_FAQ.map((item) => (
          <FaqEntry key={item.topic} item={item} />
        ))}
      </div>
      <div className="mt-10 rounded-card border border-border bg-surface p-5">
        <p>
          <strong className="font-semibold">If things feel very heavy right now,</strong> you do not have to wait or work through a program
          first. These lines are free and confidential.
        </p>
        <CrisisLines />
      </div>
    </section>
  );
}
