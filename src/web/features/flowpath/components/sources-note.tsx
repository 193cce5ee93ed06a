import type { FlowpathContent } from '#shared/flowpath/content';

/** What FlowPath is and is not, and the research it draws on. */
export function SourcesNote({ guide }: { guide: FlowpathContent['guide'] }) {
  return (
    <footer className="flex flex-col gap-3 border-t border-border pt-6 text-sm text-muted-foreground">
      <p>{guide.notAdvice}</p>
      <details>
        <summary className="min-h-11 cursor-pointer font-semibold text-foreground">The research behind FlowPath</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          {guide.sources.map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </details>
    </footer>
  );
}
