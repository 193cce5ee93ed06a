import { AudioLines, Fingerprint, Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEditCount } from '#web/features/edits/api/get-edit-count';

// The big line keeps one height whatever it holds (number, placeholder or icon), so nothing moves.
const valueLine = 'flex h-11 items-end font-heading text-4xl leading-none font-semibold text-primary';

// Stats without a number show an icon on the big line instead (never a made-up figure).
const statIcon = 'mb-0.5 size-10';

function Stat({ value, label, caption }: { value: ReactNode; label: string; caption: string }) {
  return (
    <li className="flex flex-col gap-1 rounded-card border border-border bg-background p-5">
      <span className={valueLine}>{value}</span>
      <span className="text-lg font-semibold"> {label}</span>
      <span className="mt-1 text-muted-foreground">{caption}</span>
    </li>
  );
}

/** The live number of reset paths: a quiet placeholder while it loads, honest words if it cannot. */
function ResetPathsStat() {
  const count = useEditCount();
  if (count.isPending) {
    return (
      <Stat
        value={
          <>
            <span aria-hidden="true" className="mb-1 inline-block h-8 w-14 rounded-md bg-muted" />
            <span className="sr-only">Counting</span>
          </>
        }
        label="reset paths"
        caption="Guided Edits, made of short modules."
      />
    );
  }
  if (count.isError) {
    // Never a made-up number: say what we know, and that the count itself did not load.
    return (
      <Stat
        value={<Layers aria-hidden="true" strokeWidth={1.75} className={statIcon} />}
        label="Guided reset paths"
        caption="The live count did not load just now; every path is still there to explore."
      />
    );
  }
  const { count: n } = count.data;
  return <Stat value={n} label={n === 1 ? 'reset path' : 'reset paths'} caption="Guided Edits, made of short modules." />;
}

/** Spec 2.9 stats block: 15+ years research, 10 minutes, the reset paths, Sofia and the SoulPrint. */
export function HomeStats() {
  return (
    <section aria-labelledby="home-stats-title" className="border-y border-border bg-surface">
      <div className="mx-auto w-full max-w-6xl px-4 py-16">
        <h2 id="home-stats-title" className="text-2xl font-semibold sm:text-3xl">
          Recalibrate at a glance
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <Stat value="15+" label="years research" caption="Built on published burnout and well-being research." />
          <Stat value="10" label="minutes" caption="For the audit, with a pause whenever you need one." />
          <ResetPathsStat />
          <Stat
            value={<AudioLines aria-hidden="true" strokeWidth={1.75} className={statIcon} />}
            label="Sofia Personal Guide"
            caption="An AI guide by chat and voice, with Premium."
          />
          <Stat
            value={<Fingerprint aria-hidden="true" strokeWidth={1.75} className={statIcon} />}
            label="Your SoulPrint"
            caption="A picture of how you meet stress and recover."
          />
        </ul>
      </div>
    </section>
  );
}
