import { Download } from 'lucide-react';
import { buttonVariants } from '#web/components/ui/button';

/** Download links of an order: attachments from the API, checked there on every download. */
export function DownloadsList({
  downloads,
  label = 'Downloads',
}: {
  downloads: { fileKey: string; title: string; url: string }[];
  label?: string;
}) {
  if (downloads.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {downloads.map((d) => (
        <li key={d.fileKey}>
          <a href={d.url} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" strokeWidth={1.75} />
            Download {d.title} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}
