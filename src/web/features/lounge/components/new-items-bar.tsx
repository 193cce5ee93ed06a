import { Button } from '#web/components/ui/button';

/** A polite "3 new posts" bar: announced to screen readers, shown without moving what the member reads. */
export function NewItemsBar({ count, noun, onShow }: { count: number; noun: 'post' | 'comment'; onShow: () => void }) {
  return (
    <div aria-live="polite" className="min-h-0">
      {count > 0 && (
        <Button variant="secondary" className="w-full" onClick={onShow}>
          {count} new {noun}
          {count === 1 ? '' : 's'} · Show
        </Button>
      )}
    </div>
  );
}
