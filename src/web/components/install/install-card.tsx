import { Button } from '../ui/button';

export const INSTALL_COPY = {
  heading: 'Keep Recalibrate close',
  body: 'Install it to open it like an app, with the Reset Room and your safety plan working even with no signal.',
  install: 'Install',
  notNow: 'Not now',
  iosHeading: 'Add Recalibrate to your Home Screen',
  iosBody: 'Tap the Share button, then "Add to Home Screen". The Reset Room and your safety plan will work with no signal.',
  iosDone: 'Got it',
} as const;

/**
 * The install prompt of spec 4 as a calm card at the foot of the page: not a modal, it takes no
 * focus and hides nothing. On iOS, which has no install event, a short "Add to Home Screen" hint.
 */
export function InstallCard({ ios, onInstall, onDismiss }: { ios: boolean; onInstall: () => void; onDismiss: () => void }) {
  return (
    <section
      aria-labelledby="install-card-heading"
      className="fixed inset-x-4 bottom-24 z-40 mx-auto max-w-md rounded-card border border-border bg-surface p-4 shadow-md md:bottom-6"
    >
      <h2 id="install-card-heading" className="font-heading text-lg font-semibold">
        {ios ? INSTALL_COPY.iosHeading : INSTALL_COPY.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{ios ? INSTALL_COPY.iosBody : INSTALL_COPY.body}</p>
      <div className="mt-3 flex flex-wrap justify-end gap-2">
        {ios ? (
          <Button variant="outline" size="sm" onClick={onDismiss}>
            {INSTALL_COPY.iosDone}
          </Button>
        ) : (
          <>
            <Button variant="ghost" size="sm" onClick={onDismiss}>
              {INSTALL_COPY.notNow}
            </Button>
            <Button size="sm" onClick={onInstall}>
              {INSTALL_COPY.install}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
