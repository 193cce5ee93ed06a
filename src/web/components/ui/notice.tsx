import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '#web/lib/cn';

type Tone = 'error' | 'success' | 'info';

const TONES: Record<Tone, { classes: string; Icon: typeof Info }> = {
  error: { classes: 'border-destructive/60 bg-destructive/5', Icon: CircleAlert },
  success: { classes: 'border-primary/50 bg-primary/5', Icon: CircleCheck },
  info: { classes: 'border-border bg-muted', Icon: Info },
};

interface NoticeProps {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
  /** False when a surrounding live region already announces it (see LiveNotice). */
  live?: boolean;
}

/**
 * An inline message that answers an action. Errors are alerts (announced at once); other notices
 * are polite status messages. It can take focus (tabIndex -1) so a form can move focus to it.
 */
export function Notice({ tone = 'info', title, children, className, ref, live = true }: NoticeProps) {
  const { classes, Icon } = TONES[tone];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
      className={cn('flex gap-3 rounded-card border p-4 text-foreground outline-none', classes, className)}
    >
      <Icon
        aria-hidden="true"
        strokeWidth={1.75}
        className={cn('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-destructive' : 'text-primary')}
      />
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className="text-foreground">{children}</div>}
      </div>
    </div>
  );
}

export interface NoticeContent {
  tone: Tone;
  title?: string;
  message: ReactNode;
}

/**
 * A polite live region that is always in the page, so whatever notice appears in it is announced
 * (a region inserted together with its text often is not).
 */
export function LiveNotice({ notice, className, children }: { notice: NoticeContent | null; className?: string; children?: ReactNode }) {
  return (
    // An empty region stays rendered (so it keeps announcing) but out of the layout flow.
    <div aria-live="polite" aria-atomic="true" className={cn('empty:absolute', className)}>
      {notice && (
        <Notice tone={notice.tone} title={notice.title} live={false}>
          {notice.message}
          {children}
        </Notice>
      )}
    </div>
  );
}
