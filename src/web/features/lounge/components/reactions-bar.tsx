import { REACTIONS, type ReactionKind } from '#shared/lounge/reactions';
import { Button } from '#web/components/ui/button';
import { useReact } from '../api/react';

/** Supportive reactions, each a toggle with its count: no likes, no ranking of people. */
export function ReactionsBar(props: { kind: 'post' | 'comment'; id: string; counts: Record<ReactionKind, number>; mine: ReactionKind[] }) {
  const react = useReact();
  return (
    <div role="group" aria-label="Reactions" className="flex flex-wrap gap-2">
      {REACTIONS.map((r) => {
        const on = props.mine.includes(r.kind);
        return (
          <Button
            key={r.kind}
            size="sm"
            variant={on ? 'default' : 'outline'}
            aria-pressed={on}
            pending={react.isPending}
            onClick={() => react.mutate({ kind: props.kind, id: props.id, reaction: r.kind, on: !on })}
          >
            {r.label} <span aria-label={`, ${props.counts[r.kind]}`}>{props.counts[r.kind]}</span>
          </Button>
        );
      })}
    </div>
  );
}
