import { useState } from 'react';
import type { ContentVersion } from '#shared/contracts/content-admin';
import { diffLines } from '#shared/content/line-diff';
import { Button } from '#web/components/ui/button';
import { formatDay } from '#web/lib/dates';
import { ConfirmButton } from '#web/components/ui/confirm-button';

/** A version as text to compare: its front matter, one field a line, then its Markdown. */
const asText = (v: ContentVersion) =>
  [...Object.entries(v.data).map(([name, value]) => `${name}: ${JSON.stringify(value)}`), '', v.body].join('\n');

const MARK = { same: ' ', removed: '−', added: '+' } as const;
const SAID = { same: '', removed: 'Removed: ', added: 'Added: ' } as const;
const TONE = { same: '', removed: 'bg-destructive/10', added: 'bg-primary/10' } as const;

/** Every saved version, newest first; each compares with the one before it and can be restored. */
export function VersionHistory({
  versions,
  publishedVersion,
  busy,
  onRestore,
}: {
  versions: ContentVersion[];
  /** The live version; while there is one, a restored version goes live at once (the server's rule). */
  publishedVersion: number | null;
  busy: boolean;
  onRestore: (version: number) => void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (versions.length === 0) return <p className="text-muted-foreground">No versions yet. Saving a draft starts the history.</p>;
  return (
    <ol className="flex flex-col gap-3" aria-label="Versions">
      {versions.map((v, index) => {
        const before = versions[index + 1];
        return (
          <li key={v.version} className="rounded-card border border-border bg-surface p-4">
            <p className="font-semibold">
              Version {v.version}
              {v.version === publishedVersion && <span className="ml-2 text-sm font-normal text-primary">Live</span>}
            </p>
            <p className="text-sm text-muted-foreground">
              {v.author ?? 'From the bundled file'} · {formatDay(v.createdAt.slice(0, 10), 'full')}
              {v.note && ` · ${v.note}`}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {before && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-expanded={open === v.version}
                  onClick={() => setOpen(open === v.version ? null : v.version)}
                >
                  {open === v.version ? 'Hide changes' : `Compare with version ${before.version}`}
                </Button>
              )}
              {index > 0 && (
                <ConfirmButton
                  variant="secondary"
                  size="sm"
                  pending={busy}
                  confirm={
                    publishedVersion === null
                      ? `Restore version ${v.version} as the newest draft? Nothing changes on the site until you publish.`
                      : `Restore version ${v.version}? This item is published, so version ${v.version} goes live on the site at once.`
                  }
                  onConfirmed={() => onRestore(v.version)}
                >
                  Restore version {v.version}
                </ConfirmButton>
              )}
            </div>
            {before && open === v.version && (
              <pre
                className="relative mt-3 overflow-x-auto rounded-lg border border-border p-3 text-sm whitespace-pre-wrap"
                aria-label={`Changes from version ${before.version}`}
              >
                {diffLines(asText(before), asText(v)).map((line, i) => (
                  <div key={i} className={TONE[line.op]}>
                    <span aria-hidden="true">{MARK[line.op]} </span>
                    <span className="sr-only">{SAID[line.op]}</span>
                    {line.text}
                  </div>
                ))}
              </pre>
            )}
          </li>
        );
      })}
    </ol>
  );
}
