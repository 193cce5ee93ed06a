import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { ApiError } from '#web/lib/api-client';
import { useInternalLinks } from '#web/lib/use-internal-links';
import { useSitePage } from '../api/get-site-page';

/**
 * Renders an authored content page with calm loading and error states. `children` (optional) sit
 * between the introduction and the Markdown body, for pages that add components of their own.
 */
export function SiteContentPage({ slug, fallbackTitle, children }: { slug: string; fallbackTitle: string; children?: ReactNode }) {
  const page = useSitePage(slug);
  const followInternalLink = useInternalLinks();

  if (page.isPending) return <Spinner label="Loading..." />;

  if (page.isError) {
    const missing = page.error instanceof ApiError && page.error.status === 404;
    return (
      <div className="mx-auto w-full max-w-xl px-4 py-16">
        <Card>
          <CardTitle>{fallbackTitle}</CardTitle>
          <CardDescription role="alert">
            {missing
              ? 'This page is not ready yet. Please check back soon.'
              : 'We could not load this page just now. It is not something you did. Please try again in a moment.'}
          </CardDescription>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {!missing && (
              <Button onClick={() => void page.refetch()} disabled={page.isFetching}>
                <RotateCcw aria-hidden="true" strokeWidth={1.75} />
                {page.isFetching ? 'Trying again...' : 'Try again'}
              </Button>
            )}
            <Link to="/" className={buttonVariants({ variant: 'outline' })}>
              Back to home
            </Link>
          </div>
        </Card>
      </div>
    );
  }

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">{page.data.title}</h1>
      {page.data.description && <p className="mt-3 text-lg text-muted-foreground">{page.data.description}</p>}
      {children}
      {/* Trusted authored Markdown, rendered to HTML by the server from content/pages. */}
      <div className="prose-calm mt-8" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: page.data.html }} />
    </article>
  );
}
