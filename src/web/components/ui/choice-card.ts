import { cn } from '#web/lib/cn';

/**
 * A radio choice drawn as a card, its label wrapping the radio: a stronger border when chosen,
 * and the focus ring on the card while its radio has keyboard focus.
 */
export const choiceCard = (selected: boolean) =>
  cn(
    'flex cursor-pointer flex-col gap-1 rounded-card border-2 bg-surface p-4 transition-colors duration-200 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
    selected ? 'border-primary' : 'border-border hover:border-primary/50',
  );
