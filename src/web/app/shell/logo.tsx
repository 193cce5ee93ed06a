import { Link } from 'react-router';

/** The wordmark with a simple wave-and-sun mark; links home. */
export function Logo() {
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg pr-2 text-foreground">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M7 19c3-6 6-6 9 0s6 6 9 0" fill="none" strokeWidth="2.5" strokeLinecap="round" className="stroke-background" />
        <circle cx="16" cy="10" r="2.5" className="fill-accent" />
      </svg>
      <span className="font-heading text-xl font-semibold tracking-tight">Recalibrate</span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
