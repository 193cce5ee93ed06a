import type { ContentListItem } from '#shared/contracts/content-admin';
import { Badge } from '#web/components/ui/badge';

/** Where an item stands: live or not, a draft waiting, changed from the bundled file. */
export function ContentStatus({ item }: { item: ContentListItem }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {item.published ? <Badge>Published</Badge> : <Badge variant="outline">Not published</Badge>}
      {item.hasDraft && <Badge variant="secondary">Draft</Badge>}
      {item.changedFromBundled && <Badge variant="secondary">Changed from the bundled version</Badge>}
    </span>
  );
}
