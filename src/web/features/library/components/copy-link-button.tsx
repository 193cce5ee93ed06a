import { Check, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '#web/components/ui/button';

type State = 'idle' | 'copied' | 'failed';

/**
 * Copies the address of one glossary term (…/glossary#slug). Where the browser will not let us
 * write to the clipboard, the address bar already shows the link, and the button says so.
 */
export function CopyLinkButton({ slug, term, onFallback }: { slug: string; term: string; onFallback: () => void }) {
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    const url = `${window.location.origin}/glossary#${slug}`;
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      onFallback();
      setState('failed');
    }
  };

  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => void copy()} aria-label={`Copy link to ${term}`}>
        {state === 'copied' ? <Check aria-hidden="true" strokeWidth={1.75} /> : <Link2 aria-hidden="true" strokeWidth={1.75} />}
        {state === 'copied' ? 'Copied' : 'Copy link'}
      </Button>
      <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {state === 'copied' && `Link to ${term} copied.`}
        {state === 'failed' && 'Copy the link from the address bar.'}
      </p>
    </div>
  );
}
