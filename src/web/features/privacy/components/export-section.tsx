import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { EXPORT_DAYS_AVAILABLE, type ExportRequest } from '#shared/contracts/privacy';
import { Badge, type BadgeProps } from '#web/components/ui/badge';
import { Button, buttonVariants } from '#web/components/ui/button';
import { formatDate, formatDateTime } from '#web/lib/dates';
import { QueryState } from '#web/components/query-state';
import { exportDownloadHref, useExports } from '../api/list-exports';
import { useRequestExport } from '../api/request-export';
import { errorToast, PRIVACY_MESSAGES } from '../lib/privacy-toasts';

const STATUS: Record<ExportRequest['status'], { label: string; variant: BadgeProps['variant'] }> = {
  pending: { label: 'Waiting to start', variant: 'secondary' },
  processing: { label: 'Being prepared', variant: 'secondary' },
  ready: { label: 'Ready', variant: 'default' },
  failed: { label: 'Could not be prepared', variant: 'destructive' },
  expired: { label: 'Expired', variant: 'outline' },
};

const inProgress = (e: ExportRequest) => e.status === 'pending' || e.status === 'processing';

/** Data export (spec 7 request_data_export): ask for a ZIP of everything, then download it here. */
export function ExportSection() {
  const exports = useExports();
  const request = useRequestExport();
  const busy = exports.data?.exports.some(inProgress) ?? false;

  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(PRIVACY_MESSAGES.exportRequestedTitle, { description: PRIVACY_MESSAGES.exportRequested }),
      onError: () => errorToast(PRIVACY_MESSAGES.exportFailed),
    });

  return (
    <div className="flex flex-col gap-5">
      <p className="max-w-[70ch]">
        A ZIP file with everything Recalibrate holds about you: one file per kind of data, readable by other apps, and a plain summary of
        what each part is and why we keep it. It is usually ready within minutes. We email you when it is, and you can download it here for{' '}
        {EXPORT_DAYS_AVAILABLE} days.
      </p>
      <Button className="self-start" pending={request.isPending || busy} onClick={ask}>
        <Download aria-hidden="true" strokeWidth={1.75} />
        {request.isPending ? 'Requesting...' : busy ? 'Your copy is being prepared' : 'Request a copy of my data'}
      </Button>
      <QueryState query={exports} what="your data exports">
        {({ exports: list }) =>
          list.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold">Your requests</h3>
              <ul aria-live="polite" className="divide-y divide-border rounded-card border border-border">
                {list.map((item) => (
                  <ExportRow key={item.id} item={item} />
                ))}
              </ul>
            </div>
          )
        }
      </QueryState>
    </div>
  );
}

function ExportRow({ item }: { item: ExportRequest }) {
  const status = STATUS[item.status];
  const ready = item.status === 'ready' && (!item.expires_at || new Date(item.expires_at).getTime() > Date.now());
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="flex flex-col gap-1">
        <span>Requested {formatDateTime(item.created_at)}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant={status.variant}>{status.label}</Badge>
          {ready && item.expires_at && <span>Available until {formatDate(item.expires_at)}</span>}
          {ready && item.size_bytes !== null && <span>{formatSize(item.size_bytes)}</span>}
        </span>
      </div>
      {ready && (
        <a href={exportDownloadHref(item.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Download aria-hidden="true" strokeWidth={1.75} />
          Download
          <span className="sr-only"> the copy requested {formatDateTime(item.created_at)}</span>
        </a>
      )}
    </li>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
