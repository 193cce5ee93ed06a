import type { AuthorView } from '#shared/contracts/lounge';
import { Badge } from '#web/components/ui/badge';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Who wrote it (their Lounge name and badge, never an email) and when; "edited" when it was. */
export function AuthorLine({ author, createdAt, edited }: { author: AuthorView | null; createdAt: string; edited: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
      <span className="font-medium text-foreground">{author ? author.name : 'Former member'}</span>
      {author?.badge === 'coach' && <Badge variant="secondary">Coach</Badge>}
      {author?.badge === 'staff' && <Badge variant="outline">Recalibrate team</Badge>}
      {author?.you && <span>(you)</span>}
      <span aria-hidden="true">·</span>
      <time dateTime={createdAt}>{when(createdAt)}</time>
      {edited && <span>· edited</span>}
    </p>
  );
}
