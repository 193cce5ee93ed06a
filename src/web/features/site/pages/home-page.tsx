import { AudioLines, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { HOME_PREFETCH_PATHS, useIdlePreload } from '#web/app/idle-preload';
import { Badge } from '#web/components/ui/badge';
import { buttonVariants } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useSession } from '#web/features/auth/api/get-session';
import { ExploreEditsFirst, StartYourAssessment } from '../components/home-calls-to-action';

// Spec 2.9 signed-in intro and welcome back: a lazy chunk, loaded (and its summary asked) only
// for a signed-in member, so the visitor's first load stays inside the budget.
const HomeMemberIntro = lazy(() => import('../components/home-member-intro'));
// Spec 2.9 landing sections (How It Works, stats, Edits, Meet Sofia, FAQ): one lazy chunk below the
// intro, so the hero (the LCP) renders at once and the first load stays inside the budget.
const loadLanding = () => import('../components/home-landing');
const HomeLanding = lazy(loadLanding);
/**
 * The lazy parts of the page a visitor's server-drawn home page holds: loaded before the page's
 * island is hydrated (entry-islands.tsx, decision 163), so they hydrate with it and their
 * controls answer as soon as the rest does.
 */
export const hydrationParts = [loadLanding];

/**
 * Spec 2.9 home: the hero, the intro block (visitor; signed-in intro or welcome back from the
 * SoulPrint summary), the lazily loaded landing sections and the floating Sofia button. The
 * install prompt (spec 4) is built separately.
 */
/** What a visitor gets from the audit, said before they start (issue 16). */
const VISITOR_INTRO = [
  { title: 'About 10 minutes', text: 'One question at a time, saved as you go. Stop whenever you like and pick up later.' },
  { title: 'Your profile', text: 'Your burnout type and your nervous system’s pattern, in plain words, with what each score means.' },
  { title: 'A first step', text: 'An Edit that fits where you are, in short modules you can do on a tired day.' },
] as const;

export default function HomePage() {
  const { user, isPending } = useSession();
  useIdlePreload(HOME_PREFETCH_PATHS);
  return (
    <>
      <section aria-labelledby="home-title" className="mx-auto flex w-full max-w-4xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <Badge variant="secondary" size="lg">
          <Sparkles aria-hidden="true" strokeWidth={1.75} className="text-accent-text" />
          Science-backed 10-minute assessment
        </Badge>
        <h1 id="home-title" className="mt-6 text-4xl font-semibold text-balance sm:text-5xl md:text-6xl">
          Recalibrate your energy when living feels unsustainable
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
          Overwhelmed or stuck? Take a 10-minute assessment to get your personalized edit plan.
        </p>
        <div className="mt-10 flex flex-col items-center gap-4 sm:flex-row">
          <StartYourAssessment />
          {!user && (
            // Hidden (not removed) while the session loads, so nothing shifts when it arrives.
            <Link
              to="/auth"
              className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), isPending && 'invisible')}
              aria-hidden={isPending || undefined}
              tabIndex={isPending ? -1 : undefined}
            >
              Sign In
            </Link>
          )}
        </div>
        <ExploreEditsFirst className="mt-6" />
      </section>

      {user ? (
        <Suspense fallback={<div aria-hidden="true" className="min-h-48" />}>
          <HomeMemberIntro />
        </Suspense>
      ) : (
        <section
          aria-labelledby="home-intro-title"
          className={cn('mx-auto w-full max-w-4xl px-4 py-12 text-center', isPending && 'invisible')}
          aria-hidden={isPending || undefined}
        >
          <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">Begin Your Journey</p>
          <h2 id="home-intro-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            Start with your complete processing profile
          </h2>
          {/* Issue 16: the section had a heading and nothing under it. */}
          <ul className="mx-auto mt-8 grid max-w-3xl gap-4 text-left sm:grid-cols-3">
            {VISITOR_INTRO.map((point) => (
              <li key={point.title} className="rounded-card border border-border bg-surface p-5 shadow-sm">
                <p className="font-semibold">{point.title}</p>
                <p className="mt-1 text-muted-foreground">{point.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {/* A modest hold below the intro (the hero above never moves). Kept small on purpose: the shell
          shows the footer while this page's chunk loads, and a taller hold only pushes it further. */}
      <Suspense fallback={<div aria-hidden="true" className="min-h-32" />}>
        <HomeLanding />
      </Suspense>

      <Link
        to="/sofia/voice"
        aria-label="Talk to Sofia with her full intelligence"
        className="fixed right-4 bottom-24 z-30 flex size-14 items-center justify-center rounded-full bg-sofia text-sofia-foreground shadow-lg transition-transform duration-200 ease-out hover:scale-105 motion-reduce:hover:scale-100 md:right-6 md:bottom-6"
      >
        <AudioLines aria-hidden="true" strokeWidth={1.75} className="size-6" />
      </Link>
    </>
  );
}
