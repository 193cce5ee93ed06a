import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '#web/lib/cn';

export const HIDDEN_STATUS = 'The Sofia button is hidden until you load the page again.';

/**
 * Spec 2.8's floating Sofia button: bottom right, opens /sofia, for a signed-in member with Sofia
 * access (need-help-now.tsx decides, out of the first load). Not on mobile (the tab bar has Sofia), not on paths
 * beginning /sofia. It can be dismissed; the dismissal lives in memory, so each load clears it.
 * On the home page it sits above the home page's own voice button (spec 2.9). Hiding it moves focus
 * to the page's main content (the button pressed is gone) and says so in a status line.
 */
export function FloatingSofiaButton() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  const hide = () => {
    setDismissed(true);
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <>
      {/* Always there, so the words are announced when they appear (a live region is its own region for axe). */}
      <p role="status" className="sr-only">
        {dismissed && HIDDEN_STATUS}
      </p>
      {!dismissed && !pathname.startsWith('/sofia') && (
        // A landmark of its own, so everything on the page sits in one (axe "region").
        <aside
          aria-label="Sofia"
          className={cn('fixed right-6 z-30 hidden items-center gap-1 md:flex', pathname === '/' ? 'bottom-24' : 'bottom-6')}
        >
          <button
            type="button"
            onClick={hide}
            aria-label="Hide the Sofia button"
            className="flex size-11 items-center justify-center rounded-full bg-surface text-muted-foreground shadow-md hover:bg-muted"
          >
            <X aria-hidden="true" strokeWidth={1.75} className="size-4" />
          </button>
          <Link
            to="/sofia"
            className="flex min-h-12 items-center gap-2 rounded-full bg-sofia px-5 font-semibold text-sofia-foreground shadow-lg transition-transform duration-200 ease-out hover:scale-105 motion-reduce:hover:scale-100"
          >
            <Sparkles aria-hidden="true" strokeWidth={1.75} className="size-5" />
            Sofia
          </Link>
        </aside>
      )}
    </>
  );
}
