import { Button } from './ui/button';
import { cn } from '../lib/cn';

/** What a list read a page at a time offers (TanStack's infinite query). */
export interface OlderPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** "Show older …" under a list read a page at a time (decision 156); nothing once the last page is in. */
export function ShowOlder({ list, label, className }: { list: OlderPages; label: string; className?: string }) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className={cn('self-start', className)}
      disabled={list.isFetchingNextPage}
      onClick={() => void list.fetchNextPage()}
    >
      {list.isFetchingNextPage ? 'Loading...' : label}
    </Button>
  );
}
