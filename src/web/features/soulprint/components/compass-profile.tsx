import { Link } from 'react-router';
import type { SoulprintResponse } from '#shared/contracts/soulprint';
import { AUDIT_TARGET, TRACKING_TARGETS } from './tracking-targets';
import { typeName } from './type-names';

function ProfileCard({
  label,
  title,
  note,
  empty,
}: {
  label: string;
  title: string | null;
  note?: string | null;
  empty: { text: string; to: string; link: string };
}) {
  return (
    <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-6 shadow-sm">
      <h2 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">{label}</h2>
      {title ? (
        <>
          <p className="font-heading text-2xl font-semibold text-primary">{title}</p>
          {note && <p className="text-muted-foreground">{note}</p>}
        </>
      ) : (
        <p>
          {empty.text}{' '}
          <Link to={empty.to} className="font-semibold text-primary underline underline-offset-4">
            {empty.link}
          </Link>
        </p>
      )}
    </div>
  );
}

/** The two names the SoulPrint keeps: the burnout type and the nervous-system archetype. */
export function CompassProfile({ soulprint }: { soulprint: SoulprintResponse }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ProfileCard
        label="Your burnout type"
        title={soulprint.burnoutTitle ?? (soulprint.burnoutType && typeName(soulprint.burnoutType))}
        empty={{ text: 'Not known yet.', to: AUDIT_TARGET.to, link: 'Take the Operating System Audit' }}
      />
      <ProfileCard
        label="Your nervous-system archetype"
        title={soulprint.archetypeTitle ?? (soulprint.archetype && typeName(soulprint.archetype))}
        note={soulprint.archetypeNote}
        empty={{ text: 'Not known yet.', to: TRACKING_TARGETS.nsa.to, link: 'Take the Nervous System Archetype' }}
      />
    </div>
  );
}
