import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSoulprintSummary } from '#web/features/soulprint/api/get-soulprint-summary';
import { ArchetypeInvitation, ArchetypeMeaning } from '../components/archetype-meaning';
import { StateCheck } from '../components/state-check';
import { StateCheckHistory } from '../components/state-check-history';
import { ArchetypeShape } from '../components/wellness-shapes';
import { QueryState } from '#web/components/query-state';
import { PageFrame } from '#web/components/page-frame';

/**
 * /nervous-system (member, issue #7): what the member's archetype means (or an invitation to find
 * it), a quick state check that suggests a Reset Room practice, and the history of state checks.
 */
export default function NervousSystemPage() {
  const summary = useSoulprintSummary();
  return (
    <PageFrame
      title="Nervous System"
      lead="Your body has its own ways of meeting stress. Knowing yours makes it easier to notice where you are and what might help. These are helpful maps, not a diagnosis."
    >
      <Section id="archetype" title="Your nervous system archetype">
        <QueryState query={summary} what="your archetype" shape={<ArchetypeShape />}>
          {({ archetype }) => (archetype ? <ArchetypeMeaning archetype={archetype} /> : <ArchetypeInvitation />)}
        </QueryState>
      </Section>

      <Section
        id="state-check"
        title="Quick state check"
        description="Ten seconds: pick the one closest to how your body feels right now, and we will suggest a short practice that fits."
      >
        <StateCheck />
      </Section>

      <Section id="state-history" title="Your state checks">
        <StateCheckHistory />
      </Section>

      <p className="max-w-[70ch] text-muted-foreground">
        Want more than a minute?{' '}
        <Link to="/reset-paths" className="font-semibold text-primary underline underline-offset-4">
          The reset paths
        </Link>{' '}
        walk you through settling an overactive system or coming back from shutdown, a few minutes at a time.
      </p>
    </PageFrame>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {description && <p className="mt-2 max-w-[70ch] text-muted-foreground">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
