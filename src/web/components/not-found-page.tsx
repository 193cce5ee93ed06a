import { ArrowLeft, ClipboardList, House } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonVariants } from './ui/button';
import { recordPageView } from '../lib/analytics';
import { usePageHead } from '../lib/page-head';
import { NOT_FOUND_PAGE } from '#shared/site/pages';
import { cn } from '../lib/cn';

export const NOT_FOUND_EVENT_TITLE = '404 Not Found';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Assessments', to: '/assessments' },
  { label: 'Memberships', to: '/memberships' },
];

const HELP_LINKS = [
  { label: 'Contact Support', to: '/contact' },
  { label: 'Help Center', to: '/help' },
];

/** Spec 2.10: the page for any unknown path. */
export default function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (recorded.current === location.pathname) return;
    recorded.current = location.pathname;
    // The path only: a mistyped link's query can carry a token, and page views never keep one.
    void recordPageView({
      path: location.pathname,
      title: NOT_FOUND_EVENT_TITLE,
      referrer: document.referrer || undefined,
    });
  }, [location.pathname]);

  // Also where a page finds nothing (another member's result), in place of that page's own title.
  usePageHead(NOT_FOUND_PAGE);

  // Spec 2.10: history back, to the page before in this tab even when it was another site or a
  // full load. A tab opened on this address (a link from an email) has nothing to go back to: home.
  const goBack = () => {
    if (location.key !== 'default' || window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="font-heading text-6xl font-semibold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{NOT_FOUND_PAGE.name}</h1>
      <p className="mt-4 text-lg text-muted-foreground">The page you're looking for doesn't exist or has been moved.</p>

      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonVariants()}>
          <House aria-hidden="true" strokeWidth={1.75} />
          Return to Home
        </Link>
        <Link to="/assessments" className={buttonVariants({ variant: 'outline' })}>
          <ClipboardList aria-hidden="true" strokeWidth={1.75} />
          Explore Assessments
        </Link>
        <Button variant="ghost" onClick={goBack}>
          <ArrowLeft aria-hidden="true" strokeWidth={1.75} />
          Go Back
        </Button>
      </div>

      <nav aria-label="Quick links" className="mt-12">
        <GroupHeading>Quick links</GroupHeading>
        <LinkList links={QUICK_LINKS} look={{ variant: 'secondary', size: 'sm' }} className="gap-2" />
      </nav>

      <section aria-labelledby="not-found-help" className="mt-10">
        <GroupHeading id="not-found-help">Need a hand?</GroupHeading>
        <LinkList links={HELP_LINKS} look={{ variant: 'link' }} className="gap-x-6" />
      </section>
    </div>
  );
}

function GroupHeading({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">
      {children}
    </h2>
  );
}

/** A centred row of links drawn as buttons of one look. */
function LinkList({
  links,
  look,
  className,
}: {
  links: readonly { label: string; to: string }[];
  look: Parameters<typeof buttonVariants>[0];
  className: string;
}) {
  return (
    <ul className={cn('mt-3 flex flex-wrap justify-center', className)}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={buttonVariants(look)}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
