/** Supportive reactions instead of likes: counted on the item, never ranked by person. */
export const REACTIONS = [
  { kind: 'calm', label: 'Sending calm' },
  { kind: 'me_too', label: 'Me too' },
  { kind: 'helped', label: 'This helped' },
] as const;
export type ReactionKind = (typeof REACTIONS)[number]['kind'];
export const REACTION_KINDS = REACTIONS.map((r) => r.kind) as [ReactionKind, ...ReactionKind[]];
