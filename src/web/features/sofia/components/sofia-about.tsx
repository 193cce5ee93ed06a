import { Check, type LucideIcon, X } from 'lucide-react';
import { TitledSection } from '#web/components/titled-section';

const IS = [
  'A warm, steady guide you can talk to any time, by writing or out loud.',
  'Someone who notices what your own check-ins show and says it plainly, with the numbers as they are.',
  'A way into small, doable steps: a breathing exercise, grounding, a thought reframe, the right module of your Edit.',
  'Private to you: your conversations are yours to rename or delete.',
];
const IS_NOT = [
  'A therapist, a doctor or a diagnosis. Sofia never gives medical advice.',
  'An emergency service. If you are in danger, Sofia points you straight to people who can help.',
  'A judge of how you are doing. There is no streak to keep and nothing to catch up on.',
];

/** What Sofia is and is not (issue 20), in the product's voice. */
export function SofiaAbout() {
  return (
    <TitledSection id="sofia-about" title="What Sofia is, and what she is not">
      <div className="grid gap-4 sm:grid-cols-2">
        <LineList label="Sofia is" lines={IS} Icon={Check} iconClassName="text-primary" />
        <LineList label="Sofia is not" lines={IS_NOT} Icon={X} iconClassName="text-muted-foreground" />
      </div>
    </TitledSection>
  );
}

function LineList({ label, lines, Icon, iconClassName }: { label: string; lines: string[]; Icon: LucideIcon; iconClassName: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      {lines.map((line) => (
        <li key={line} className="flex gap-3">
          <Icon aria-hidden="true" strokeWidth={1.75} className={`mt-1 size-5 shrink-0 ${iconClassName}`} />
          {line}
        </li>
      ))}
    </ul>
  );
}
