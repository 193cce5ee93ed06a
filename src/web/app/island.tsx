import type { ReactNode } from 'react';

/**
 * The parts of the shell and of a page that answer input. A page the server draws for a visitor is
 * a document: its HTML needs no app, its links are plain links, and each island is hydrated on a
 * React root of its own (src/web/entry-islands.tsx, docs/decisions/163-public-pages-as-documents.md).
 * In the app (members' pages) the wrapper is only a box that takes no room.
 */
export type IslandName = 'top-bar' | 'need-help' | 'privacy-prompts' | 'page';

export const ISLAND_ATTRIBUTE = 'data-island';

export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
