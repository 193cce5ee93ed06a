import { ArrowLeft, ClipboardList, House } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonVariants } from './ui/button';
import { recordPageView } from '../lib/analytics';

export const NOT_FOUND_EVENT_TITLE = '404 Not Found';

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Assessments', to: '/assessments' },
  { label: 'Memberships', to: '/memberships' },
];

/** Spec 2.10: the page for any unknown path. */
export default function NotFoundPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (recorded.current === location.pathname) return;
    recorded.current = location.pathname;
    void recordPageView({
      path: `${location.pathname}${location.search}`,
      title: NOT_FOUND_EVENT_TITLE,
      referrer: document.referrer || undefined,
    });
  }, [location.pathname, location.search]);

  // The first page of a visit has the key 'default': with nothing to go back to, go home instead.
  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:py-24">
      <p className="font-heading text-6xl font-semibold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Page Not Found</h1>
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
        <h2 className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">Quick links</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="not-found-help" className="mt-10">
        <h2 id="not-found-help" className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Need a hand?
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6">
          <li>
            <Link to="/contact" className={buttonVariants({ variant: 'link' })}>
              Contact Support
            </Link>
          </li>
          <li>
            <Link to="/help" className={buttonVariants({ variant: 'link' })}>
              Help Center
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
