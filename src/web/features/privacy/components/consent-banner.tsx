import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ConsentChoice, OptionalConsent } from '#shared/privacy/consent';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { saveConsentChoice, setConsentFlag } from '#web/lib/consent-storage';
import { CONSENT_CATEGORIES } from '../lib/consent-categories';
import { ToggleRow } from './consent-toggle-row';

const ALL: ConsentChoice = { analytics: true, personalization: true, marketing: true };
const ESSENTIAL: ConsentChoice = { analytics: false, personalization: false, marketing: false };

export interface ConsentBannerProps {
  /** The signed-in member, whose choice is written to their account; null for a visitor. */
  userId: string | null;
  /** On small screens the banner sits above the bottom tab bar instead of covering it. */
  aboveTabBar: boolean;
  onDone: () => void;
}

/**
 * Spec 2.13 and 4: the cookie-consent banner at the bottom of the page. Allow all, Essential
 * only, Reject non-essential (the same as Essential only), Customize (a switch per optional
 * category) and a close button that sets the flag and changes no consent. Not a dialog: it
 * traps nothing and the page stays usable.
 */
export default function ConsentBanner({ userId, aboveTabBar, onDone }: ConsentBannerProps) {
  const queryClient = useQueryClient();
  const regionRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const panelId = useId();
  const [customizing, setCustomizing] = useState(false);
  const [custom, setCustom] = useState<ConsentChoice>(ESSENTIAL);
  // A member may have chosen on another device: ask the server before showing anything.
  const [visible, setVisible] = useState(userId === null);

  useEffect(() => {
    if (userId === null) return;
    let live = true;
    import('../api/get-consents')
      .then(({ fetchConsents }) => fetchConsents())
      .then(({ consents }) => {
        if (!live) return;
        if (consents.some((c) => c.consent_given)) onDone();
        else setVisible(true);
      })
      .catch(() => {
        // Without an answer we do not ask; nothing optional is on until they choose.
        if (live) onDone();
      });
    return () => {
      live = false;
    };
  }, [userId, onDone]);

  // Issue 16: the page can scroll everything (the hero's Sign In too) clear of the banner while it
  // shows: its height pads the end of the body. Set on the body alone (not as an inherited custom
  // property on the root, which made the browser restyle the whole page as the app started), and
  // measured by the observer, which reports the size it has just laid out.
  useEffect(() => {
    const region = regionRef.current;
    if (!visible || !region) return;
    const body = document.body;
    const root = document.documentElement;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(([entry]) => {
            body.style.paddingBottom = `${entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height}px`;
            // A control Tab reaches is scrolled clear of the banner (and the tab bar below it), not under it (review 6).
            root.style.scrollPaddingBottom = `${window.innerHeight - region.getBoundingClientRect().top + 16}px`;
          });
    observer?.observe(region);
    return () => {
      observer?.disconnect();
      body.style.removeProperty('padding-bottom');
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [visible]);

  const finish = () => {
    // Focus was on a button that is about to disappear: hand it to the page, not to nowhere.
    if (regionRef.current?.contains(document.activeElement)) document.getElementById('main-content')?.focus({ preventScroll: true });
    onDone();
  };

  const choose = (choice: ConsentChoice) => {
    saveConsentChoice(choice);
    if (userId) void import('../lib/sync-choice').then(({ syncChoiceFor }) => syncChoiceFor(userId, queryClient));
    finish();
  };

  const close = () => {
    setConsentFlag();
    finish();
  };

  if (!visible) return null;

  return (
    <div
      ref={regionRef}
      role="region"
      aria-labelledby={headingId}
      data-consent-banner
      className={cn(
        'fixed inset-x-0 z-40 px-3 pb-3 md:bottom-0',
        aboveTabBar ? 'bottom-[calc(4rem+env(safe-area-inset-bottom))]' : 'bottom-[env(safe-area-inset-bottom)]',
      )}
    >
      <div className="relative mx-auto flex max-h-[70dvh] max-w-3xl flex-col gap-4 overflow-y-auto rounded-card border border-border bg-surface p-5 shadow-lg sm:p-6">
        <button
          type="button"
          onClick={close}
          aria-label="Close cookie banner"
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
        >
          <X aria-hidden="true" strokeWidth={1.75} className="size-5" />
        </button>
        <div className="flex flex-col gap-2 pr-10">
          <h2 id={headingId} className="font-heading text-xl font-semibold">
            Cookies, your choice
          </h2>
          {/* Short and small on a phone, so it never covers more of the first screen than it must. */}
          <p className="max-w-[70ch] text-sm text-muted-foreground sm:text-base">
            Essential cookies keep Recalibrate working and safe. Analytics, personalization and marketing stay off until you say yes, and
            you can change your mind any time.{' '}
            <Link to="/privacy-policy" className="font-semibold text-primary underline underline-offset-4">
              Read our Privacy Policy
            </Link>
          </p>
        </div>

        {customizing && (
          <div id={panelId} className="flex flex-col gap-2">
            <ul className="divide-y divide-border" aria-label="Cookie categories">
              {CONSENT_CATEGORIES.map((category) =>
                category.required ? (
                  <ToggleRow
                    key={category.type}
                    label={category.label}
                    description={category.description}
                    checked
                    disabled
                    status="Always on"
                  />
                ) : (
                  <ToggleRow
                    key={category.type}
                    label={category.label}
                    description={category.description}
                    checked={custom[category.type as OptionalConsent]}
                    onChange={(checked) => setCustom((current) => ({ ...current, [category.type]: checked }))}
                  />
                ),
              )}
            </ul>
            <Button className="self-start" onClick={() => choose(custom)}>
              Save my choices
            </Button>
          </div>
        )}

        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => choose(ALL)}>
            Allow all
          </Button>
          <Button size="sm" variant="outline" onClick={() => choose(ESSENTIAL)}>
            Essential only
          </Button>
          <Button size="sm" variant="outline" onClick={() => choose(ESSENTIAL)}>
            Reject non-essential
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={customizing}
            aria-controls={customizing ? panelId : undefined}
            onClick={() => setCustomizing((open) => !open)}
          >
            Customize
          </Button>
        </div>
      </div>
    </div>
  );
}
