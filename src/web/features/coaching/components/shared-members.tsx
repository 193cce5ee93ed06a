import { PageSection } from '#web/components/page-section';

/**
 * Members who chose to share their SoulPrint and progress with this coach. Sharing is not built
 * yet: the coaching issue adds the API and renders the list here, in place of the empty state.
 */
export function SharedMembers() {
  return (
    <PageSection id="coach-members" title="Members who shared with you" className="mt-10">
      <p className="mt-3 rounded-card border border-dashed border-border p-6 text-muted-foreground">
        No one has shared with you yet. When a member chooses to share their SoulPrint and progress with you, they appear here, and they can
        stop sharing at any time.
      </p>
    </PageSection>
  );
}
