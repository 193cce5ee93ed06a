import type { CrisisCheck } from '../lib/use-crisis-tier';
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
  crisis,
}: {
  label: string;
  busy: boolean;
  notice: NoticeContent | null;
  /** The check of what is typed (useCrisisCheck): its tier and what the words are about. */
  crisis?: CrisisCheck;
}) {
  return (
    <>
      <CrisisCard tier={crisis?.tier ?? 0} concern={crisis?.concern} headingLevel={3} />
      <LiveNotice notice={notice} />
      <Button type="submit" className="self-start" pending={busy}>
        {busy ? 'Sending...' : label}
      </Button>
    </>
  );
}
