/**
 * The keys of a label table (`{ value: 'Label shown' }`), in the order they are written, as the
 * non-empty tuple `z.enum` takes. One place for the cast every labelled enum needs.
 */
export function labelKeys<K extends string>(labels: Readonly<Record<K, string>>): [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
