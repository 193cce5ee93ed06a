import { Suspense, lazy } from 'react';
import type { TypedCrisisCardProps } from './typed-crisis-card-body';

const Body = lazy(() => import('./typed-crisis-card-body'));

/**
 * The crisis card for words as they are typed (review 6): the shared tiered check after a short
 * pause, nothing at tier 0. For a surface whose save answers with no tier of its own; the server
 * counts the card when the words are saved. The check and the card load as the form first renders
 * (long before a person has written a sentence), in their own chunk, so the page's budget holds.
 */
export function TypedCrisisCard(props: TypedCrisisCardProps) {
  return (
    <Suspense fallback={null}>
      <Body {...props} />
    </Suspense>
  );
}
