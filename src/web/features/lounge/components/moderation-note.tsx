/** For the author of a held or hidden item: why it is not shown to others. */
export function ModerationNote({ status, reason }: { status: string; reason: string | null }) {
  if (status === 'held') {
    return (
      <p className="rounded-card border border-border bg-muted p-3 text-sm">
        Only you and our moderators can see this for now. A moderator will read it soon.
      </p>
    );
  }
  if (status !== 'hidden') return null;
  return (
    <p className="rounded-card border border-border bg-muted p-3 text-sm">
      A moderator hid this from others. Their reason: {reason ?? 'not given'}
    </p>
  );
}
