import { PageSection } from '#web/components/page-section';

/**
 * What a coach sees of members in the app: nothing. Recalibrate shows no member's SoulPrint,
 * check-ins or journal to a coach; the page says so plainly rather than promise a sharing feature.
 */
export function SharedMembers() {
  return (
    <PageSection id="coach-members" title="What you see of members" className="mt-10">
      <p className="mt-3 max-w-[70ch] text-muted-foreground">
        Nothing, on purpose. Members&rsquo; SoulPrints, check-ins and journals stay private to them: Recalibrate does not show them to
        coaches. What a member tells you in a session is theirs to choose.
      </p>
    </PageSection>
  );
}
