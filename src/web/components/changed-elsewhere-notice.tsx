import { Button } from './ui/button';
import { LiveNotice } from './ui/notice';

/**
 * Says calmly that a settings form's values were saved on another device or tab while this person
 * had unsaved edits, and offers to load them (see `useFollowServer`). The live region stays in the
 * page so the message is announced when it appears.
 */
export function ChangedElsewhereNotice({ what, show, onLoad }: { what: string; show: boolean; onLoad: () => void }) {
  return (
    <LiveNotice
      notice={
        show
          ? {
              tone: 'info',
              title: `Your ${what} changed on another device or tab`,
              message: `What you changed here is not saved yet. Load the new ${what}, or save to keep yours instead.`,
            }
          : null
      }
    >
      {show && (
        <Button type="button" variant="outline" className="mt-3" onClick={onLoad}>
          Load the new {what}
        </Button>
      )}
    </LiveNotice>
  );
}
