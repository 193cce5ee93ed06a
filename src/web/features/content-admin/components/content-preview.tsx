import type { EditableKind } from '#shared/contracts/content-admin';
import { formatDay } from '#web/lib/dates';

/**
 * The item as its public page draws it: the same header, the same `prose-calm` body, the HTML
 * rendered and sanitised by the server exactly as the public page gets it.
 */
export function ContentPreview({ kind, data, html }: { kind: EditableKind; data: Record<string, unknown>; html: string }) {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : '');
  const title = kind === 'glossary' ? text('term') : text('title');
  const lead = text('summary') || text('short') || text('description');
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text('publishedAt')) ? text('publishedAt') : null;
  return (
    <article className="rounded-card border border-border bg-background p-6">
      <header>
        {kind === 'article' && <p className="font-semibold text-accent-text">{text('category')}</p>}
        <p className="mt-2 font-heading text-3xl font-semibold sm:text-4xl" role="heading" aria-level={3}>
          {title || 'Untitled'}
        </p>
        {lead && <p className="mt-4 text-lg text-muted-foreground">{lead}</p>}
        {day && <p className="mt-4 text-sm text-muted-foreground">Published {formatDay(day, 'full')}</p>}
      </header>
      {/* Rendered and sanitised by the server (POST /api/admin/content/preview), as the public page's HTML is. */}
      <div className="prose-calm mt-8 text-lg" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
