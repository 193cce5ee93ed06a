import { errorText, type Outcome } from '#web/lib/server-error';
import { type ContentChange, useChangeContent } from '../api/change-content';

export interface ContentChanger {
  busy: boolean;
  run: (change: ContentChange, done: string) => Promise<boolean>;
}

/** Runs a change to an item and says how it went in the page's notice. */
export function useContentChange(say: (outcome: Outcome) => void): ContentChanger {
  const mutation = useChangeContent();
  return {
    busy: mutation.isPending,
    run: async (change, done) => {
      say(null);
      try {
        await mutation.mutateAsync(change);
        say({ tone: 'success', text: done });
        return true;
      } catch (error) {
        say({ tone: 'error', text: errorText(error, 'That did not work. Please try again in a moment.') });
        return false;
      }
    },
  };
}
