import { AdminPageHeader } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { useModerationQueue } from '../api/get-moderation-queue';
import { QueueItemCard } from '../components/queue-item-card';

/** /admin/moderation (spec 2.7, admin and above): the Lounge's flagged posts and comments, highest risk first. */
export default function ModerationPage() {
  const queue = useModerationQueue();
  return (
    <>
      <AdminPageHeader title="Moderation">
        Lounge posts and comments that need a look, highest risk first: crisis language, then member reports, then the automatic checks.
        Every action needs a reason; the member is told, and it is written to the audit log.
      </AdminPageHeader>
      <QueryState query={queue} what="the moderation queue">
        {({ items }) =>
          items.length === 0 ? (
            <p className="rounded-card border border-border bg-surface p-6 text-muted-foreground">Nothing needs a look right now.</p>
          ) : (
            <ul aria-label="Moderation queue" className="flex flex-col gap-4">
              {items.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <QueueItemCard item={item} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
