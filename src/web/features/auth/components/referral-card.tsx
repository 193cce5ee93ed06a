import { Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button';
import { inputClasses } from '#web/components/ui/form-field';

/** "N people joined through your link", in words. */
export function referralCountText(count: number): string {
  if (count === 0) return 'No one has joined through your link yet.';
  if (count === 1) return '1 person has joined through your link.';
  return `${count} people have joined through your link.`;
}

/** The personal referral link with a copy button and how many joined through it. */
export function ReferralCard({ code, count }: { code: string; count: number }) {
  const link = `${window.location.origin}/auth?ref=${encodeURIComponent(code)}`;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied', { description: 'Share it with someone who might need a calmer place.' });
    } catch {
      // No clipboard permission: select the text so it can be copied by hand.
      input.current?.select();
      toast('Select and copy', { description: 'The link is selected: copy it with your keyboard or menu.' });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="font-semibold">
        Your personal link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input ref={input} id={inputId} readOnly value={link} className={inputClasses} onFocus={(event) => event.target.select()} />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" strokeWidth={1.75} />
          Copy link
        </Button>
      </div>
      <p className="text-muted-foreground">{referralCountText(count)}</p>
    </div>
  );
}
