import type { CrisisConcern, CrisisTier } from '#shared/safety/crisis-check';
import { CrisisCard } from './crisis-resources';
import { Button } from './ui/button';
import { LiveNotice, type NoticeContent } from './ui/notice';

/**
 * The end of a form that sends what a person wrote (contact, applications, refund request): the
 * crisis card when what is typed calls for it, the live notice, and the send button, which says
 * "Sending..." and waits while the call runs.
 */
export function SendFormFooter({
  label,
  busy,
  notice,
  crisisTier = 0,
  crisisConcern,
}: {
  label: string;
  busy: boolean;
  notice: NoticeContent | null;
  crisisTier?: CrisisTier;
  /** What the typed words are about (useCrisisCheck), for the card's words and lines. */
  crisisConcern?: CrisisConcern | null;
}) {
  return (
    <>
      <CrisisCard tier={crisisTier} concern={crisisConcern} headingLevel={3} />
      <LiveNotice notice={notice} />
      <Button type="submit" className="self-start" pending={busy}>
        {busy ? 'Sending...' : label}
      </Button>
    </>
  );
}
