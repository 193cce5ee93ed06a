import { useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The conversation in the address (`?c=<id>`). A conversation started on this page gets its id in
 * the address without starting the chat again; opening another one (a link, back and forward)
 * does. `key` changes only then.
 */
export function useConversationParam() {
  const [params, setParams] = useSearchParams();
  const id = params.get('c');
  const [startedHere, setStartedHere] = useState<string | null>(null);
  return {
    id,
    key: id && id !== startedHere ? id : 'new',
    started(next: string) {
      setStartedHere(next);
      setParams({ c: next }, { replace: true });
    },
  };
}
