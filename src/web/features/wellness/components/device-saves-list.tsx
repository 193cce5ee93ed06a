import { useQueryClient } from '@tanstack/react-query';
import { CloudOff, CloudUpload } from 'lucide-react';
import { useSession } from '#web/features/auth/api/get-session';
import { Button } from '#web/components/ui/button';
import { type DeviceSaveKind, discardSave, useDeviceSaves } from '#web/lib/device-saves';
import { formatDateTime } from '#web/lib/dates';
import { WELLNESS_KEYS } from '../api/query-keys';
import { ON_DEVICE_MESSAGE } from '../lib/save-or-keep';

/**
 * The saves of these kinds waiting on this device (issue 25, decision 151), "saved on this device,
 * will sync", and those that reached the member's account during this visit, "Synced", with what
 * happened to a journal edit that met a version changed elsewhere. Nothing shows when there is
 * nothing to say. Sending happens here too: at once when online, and when the connection returns.
 */
export default function DeviceSavesList({ kinds, title }: { kinds: readonly DeviceSaveKind[]; title: string }) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const { pending, synced } = useDeviceSaves(userId, () => void queryClient.invalidateQueries({ queryKey: WELLNESS_KEYS.all }));
  const waiting = pending.filter((save) => kinds.includes(save.kind));
  const done = synced.filter((save) => kinds.includes(save.kind));
  if (waiting.length === 0 && done.length === 0) return null;
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-card border border-border bg-muted p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul aria-live="polite" className="flex flex-col gap-3">
        {waiting.map((save) => (
          <li key={save.key} className="flex flex-wrap items-start gap-3">
            <CloudOff aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="font-semibold break-words">{save.label}</p>
              {save.refused ? (
                <p className="text-destructive">Not saved: {save.refused} Copy your words before you let it go.</p>
              ) : (
                <p className="text-muted-foreground">
                  {ON_DEVICE_MESSAGE} <span className="whitespace-nowrap">({formatDateTime(save.savedAt)})</span>
                </p>
              )}
            </div>
            {save.refused && (
              <Button variant="outline" size="sm" onClick={() => void discardSave(save)}>
                Let it go
              </Button>
            )}
          </li>
        ))}
        {done.map((save) => (
          <li key={save.key} className="flex items-start gap-3">
            <CloudUpload aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-semibold break-words">{save.label}</p>
              <p>Synced to your account.{save.note ? ` ${save.note}` : ''}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
