import { Link } from 'react-router';
import { PageSection } from '#web/components/page-section';

const PRACTICE = [
  {
    title: 'Members choose what you hear',
    body: 'Recalibrate shows you nothing of a member’s: what you know is what they tell you. Ask before you refer to anything they have not brought up themselves.',
  },
  {
    title: 'Results open a conversation; they do not close one',
    body: 'Assessment results and the SoulPrint are self-reported snapshots, not diagnoses. Say “this suggests” or “you might notice”, and let the member tell you whether it fits.',
  },
  {
    title: 'The member sets the pace',
    body: 'No targets, streaks or homework quotas. A missed session or a quiet month is welcome back, never a mark against anyone.',
  },
  {
    title: 'Know where coaching stops',
    body: 'If someone mentions harming themselves, pause the coaching and share crisis lines: 988 in the United States, 116 123 in the UK and EU, findahelpline.com anywhere else. Medical and mental-health questions belong with a doctor or therapist; help them get there.',
  },
  {
    title: 'Keep their words here',
    body: 'Do not copy what members tell you into other tools or notes. If you need to keep something, ask them first.',
  },
] as const;

const READING = [
  { label: 'Our Science', to: '/our-science', note: 'what the assessments measure, and their limits' },
  { label: 'Burnout Glossary', to: '/glossary', note: 'the words we use, and how we use them' },
  { label: 'Anti-Hustle Library', to: '/anti-hustle-library', note: 'articles you can point members to' },
  { label: 'Help Center', to: '/help', note: 'answers to what members ask us most' },
] as const;

/** Coach's Corner for allow-listed coaches: how coaching works here, and the reading behind it. */
export function CoachResources() {
  return (
    <>
      <PageSection id="coach-practice" title="How coaching works here" className="mt-10">
        <ol className="mt-4 flex flex-col gap-4">
          {PRACTICE.map((item, index) => (
            <li key={item.title} className="flex gap-4 rounded-card border border-border bg-surface p-5">
              <span aria-hidden="true" className="font-heading text-2xl font-semibold text-primary">
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{item.title}</h3>
                <p className="mt-1 text-muted-foreground">{item.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection id="coach-reading" title="Reading to keep close" className="mt-10">
        <ul className="mt-3 flex flex-col gap-1">
          {READING.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="font-semibold text-primary underline underline-offset-4">
                {item.label}
              </Link>
              <span className="text-muted-foreground">: {item.note}</span>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
