import { ArrowRight, AudioLines, Clock, Layers, NotebookPen } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { eyebrow, sectionIntro, sectionShell, sectionTitle } from './home-landing-styles';
import { ExploreEditsFirst, StartYourAssessment } from './home-calls-to-action';

const EDIT_FACETS = [
  { icon: Layers, text: 'Short modules: a little reading, one small practice and a gentle reflection.' },
  { icon: Clock, text: 'Most modules take under ten minutes, and you set the rhythm.' },
  { icon: NotebookPen, text: 'Your reflections are saved, so you can see how far you have come.' },
] as const;

/** Spec 2.9 Edits section: what an Edit is, and 'Explore Edits' to /reset-paths. */
export function HomeEdits() {
  return (
    <section aria-labelledby="home-edits-title" className={cn(sectionShell, 'grid gap-10 md:grid-cols-2 md:items-center')}>
      <div>
        <p className={eyebrow}>Edits</p>
        <h2 id="home-edits-title" className={cn(sectionTitle, 'mt-2')}>
          Guided reset paths, one small step at a time
        </h2>
        <p className={sectionIntro}>
          An Edit is a guided reset path made of short modules. Each one focuses on something you may need right now, such as rest without
          guilt, a settled nervous system or boundaries that hold.
        </p>
        <Link to="/reset-paths" className={cn(buttonVariants({ size: 'lg' }), 'mt-8')}>
          Explore Edits
          <ArrowRight aria-hidden="true" strokeWidth={1.75} />
        </Link>
      </div>
      <ul className="flex flex-col gap-3">
        {EDIT_FACETS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 rounded-card border border-border bg-surface p-4">
            <Icon aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec 2.9 Meet Sofia section: a 'Premium' badge, 'Start Your Assessment' and 'explore edits first'. */
export function HomeMeetSofia() {
  return (
    <section aria-labelledby="home-sofia-title" className={sectionShell}>
      <div className="rounded-card border border-border bg-surface p-6 shadow-sm sm:p-10">
        <div className="flex flex-wrap items-center gap-3">
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-sofia text-sofia-foreground">
            <AudioLines strokeWidth={1.75} className="size-6" />
          </span>
          <h2 id="home-sofia-title" className={sectionTitle}>
            Meet Sofia
          </h2>
          <Badge>Premium</Badge>
        </div>
        <p className="mt-6 max-w-2xl text-lg">
          Sofia is an AI guide you can talk to by chat or by voice. After your audit, she can help you make sense of your SoulPrint, choose
          a next step and practise what you are learning, in plain words and at your pace.
        </p>
        <p className="mt-4 max-w-2xl text-muted-foreground">
          Sofia is for Premium and Elite members. She is an AI, not a therapist, and when something sounds heavy she will show you where to
          find people who can help.
        </p>
        <div className="mt-8 flex flex-col items-start gap-2 sm:flex-row sm:items-center sm:gap-6">
          <StartYourAssessment />
          <ExploreEditsFirst />
        </div>
      </div>
    </section>
  );
}
