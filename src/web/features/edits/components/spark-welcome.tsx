import { HeartHandshake, Leaf, Timer } from 'lucide-react';
import { Link } from 'react-router';
import type { EditDetailResponse } from '#shared/contracts/edits';
import { TitledSection } from '#web/components/titled-section';
import { SparkStartButton } from './spark-parts';

function minuteRange(program: EditDetailResponse): string {
  const minutes = program.modules.map((module) => module.minutes);
  const low = Math.min(...minutes);
  const high = Math.max(...minutes);
  return low === high ? `about ${low} minutes` : `${low} to ${high} minutes`;
}

/** /spark-reboot/welcome (spec 2.5): a warm hello, what the seven days are and how small each one is. */
export function SparkWelcome({ program }: { program: EditDetailResponse }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-4">
        <p className="font-semibold text-accent-text">Spark Reboot</p>
        <h1 className="text-3xl font-semibold sm:text-4xl">Welcome. We are glad you are here.</h1>
        <p className="max-w-[70ch] text-lg leading-relaxed">
          If you are running on empty, you do not need a big plan. You need something small enough to do on a tired day. That is what these
          seven days are.
        </p>
      </header>

      <TitledSection id="welcome-what" title={`What the ${program.moduleCount} days are`}>
        <ul className="flex flex-col gap-4">
          <li className="flex items-start gap-3">
            <Timer aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0 text-primary" />
            <p className="max-w-[70ch]">
              <span className="font-semibold">Each day takes {minuteRange(program)}.</span> A short reading, one practice and one question
              to think about. That is all.
            </p>
          </li>
          <li className="flex items-start gap-3">
            <Leaf aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0 text-primary" />
            <p className="max-w-[70ch]">
              <span className="font-semibold">Nothing to get right.</span> The practices are gentle: breathing, noticing, resting. Stop any
              of them whenever you like.
            </p>
          </li>
          <li className="flex items-start gap-3">
            <HeartHandshake aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0 text-primary" />
            <p className="max-w-[70ch]">
              <span className="font-semibold">Miss a day? That is fine.</span> Pick up where you left off. There is nothing to fall behind
              on.
            </p>
          </li>
        </ul>
      </TitledSection>

      <TitledSection id="welcome-days" title="The week ahead">
        <ol className="flex flex-col gap-2">
          {program.modules.map((module, index) => (
            <li key={module.slug} className="flex gap-3 rounded-xl border border-border bg-surface px-4 py-3">
              <span className="w-14 shrink-0 font-semibold text-muted-foreground">Day {index + 1}</span>
              <span>{module.title}</span>
            </li>
          ))}
        </ol>
      </TitledSection>

      <div className="flex flex-col gap-4">
        <SparkStartButton program={program} />
        <Link to="/spark-reboot" className="self-start font-semibold text-primary underline underline-offset-4">
          Back to Spark Reboot
        </Link>
      </div>
    </div>
  );
}
