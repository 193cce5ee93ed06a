import { useRef, useState } from 'react';
import type { QueueItem } from '#shared/contracts/lounge-moderation';
import { circleName } from '#shared/lounge/circles';
import type { ItemAction, MemberAction } from '#shared/lounge/moderation';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { errorText } from '#web/lib/server-error';
import { useModerateItem } from '../api/moderate-item';
import { useModerateMember } from '../api/moderate-member';

const ITEM_LABELS: Record<ItemAction, string> = { dismiss: 'Dismiss', hide: 'Hide', restore: 'Restore', delete: 'Delete' };
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One flagged item: what was written, where, why it is here, what was done before, and the actions with a reason. */
export function QueueItemCard({ item }: { item: QueueItem }) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('3');
  const moderateItem = useModerateItem();
  const moderateMember = useModerateMember();
  const failed = moderateItem.error ?? moderateMember.error;
  const reasonError = failed instanceof ApiError ? failed.fieldErrors.find((e) => e.field === 'reason')?.message : undefined;
  const reasonRef = useRef<HTMLInputElement>(null);
  // A missing reason takes the moderator to the field that needs it, like the other forms' errors.
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.fieldErrors.some((e) => e.field === 'reason')) reasonRef.current?.focus();
  };
  const act = (action: ItemAction) => moderateItem.mutate({ kind: item.kind, id: item.id, input: { action, reason } }, { onError });
  const actOnMember = (action: MemberAction) =>
    item.author.memberKey &&
    moderateMember.mutate(
      { memberKey: item.author.memberKey, input: { action, reason, ...(action === 'suspend' ? { days: Number(days) } : {}) } },
      { onError },
    );
  const headingId = `queue-${item.id}`;
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={item.risk >= 80 ? 'destructive' : 'secondary'}>Risk {item.risk}</Badge>
        {item.flags.map((f, i) => (
          <Badge key={i} variant="outline">
            {f.label}
            {f.reason ? `: ${f.reason}` : ''}
          </Badge>
        ))}
        <span className="text-sm text-muted-foreground">
          {item.kind} · {item.status} · {circleName(item.circle)}
        </span>
      </div>
      <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
        {item.kind === 'comment' ? `Comment on "${item.title}"` : item.title}
      </h2>
      <p className="text-sm text-muted-foreground">
        By {item.author.name}
        {item.author.suspendedUntil ? ` (posting paused until ${when(item.author.suspendedUntil)})` : ''} · {when(item.createdAt)}
      </p>
      <p className="whitespace-pre-wrap wrap-anywhere">{item.body}</p>
      {(item.context.parentBody || item.context.postBody) && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold">Context</summary>
          {item.context.postBody && <p className="mt-2 whitespace-pre-wrap text-sm text-muted-foreground">Post: {item.context.postBody}</p>}
          {item.context.parentBody && (
            <p className="mt-2 whitespace-pre-wrap text-sm text-muted-foreground">Replying to: {item.context.parentBody}</p>
          )}
        </details>
      )}
      {item.flags.some((f) => f.details) && (
        <ul className="text-sm">
          {item.flags
            .filter((f) => f.details)
            .map((f, i) => (
              <li key={i}>Reporter added: {f.details}</li>
            ))}
        </ul>
      )}
      {item.history.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold">History ({item.history.length})</summary>
          <ul className="mt-2 text-sm">
            {item.history.map((h, i) => (
              <li key={i}>
                {when(h.at)}: {h.action} — {h.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      <TextField
        ref={reasonRef}
        label="Reason (the member is told)"
        name={`reason-${item.id}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={reasonError}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Actions on this item">
        {item.actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'delete' ? 'destructive' : 'outline'}
            pending={moderateItem.isPending}
            onClick={() => act(action)}
          >
            {ITEM_LABELS[action]}
          </Button>
        ))}
      </div>
      {item.author.memberKey && (
        <div className="flex flex-wrap items-end gap-2" role="group" aria-label={`Actions on ${item.author.name}`}>
          <Button size="sm" variant="outline" pending={moderateMember.isPending} onClick={() => actOnMember('warn')}>
            Warn
          </Button>
          <TextField
            label="Days"
            name={`days-${item.id}`}
            type="number"
            min={1}
            max={90}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className="w-24"
          />
          <Button size="sm" variant="outline" pending={moderateMember.isPending} onClick={() => actOnMember('suspend')}>
            Suspend posting
          </Button>
          {item.author.suspendedUntil && (
            <Button size="sm" variant="outline" pending={moderateMember.isPending} onClick={() => actOnMember('lift')}>
              Lift suspension
            </Button>
          )}
        </div>
      )}
      {failed && !reasonError && <Notice tone="error">{errorText(failed, 'That did not work. Please try again.')}</Notice>}
      {moderateMember.isSuccess && <Notice tone="success">Done. It is in the audit log with your reason.</Notice>}
    </article>
  );
}
