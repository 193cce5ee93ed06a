import type { FlowpathState } from '#shared/contracts/flowpath';
import type { FlowpathContent } from '#shared/flowpath/content';
import type { FlowpathChange } from '../api/save-flowpath';
import type { Unsaved } from './unsaved';

/** What every stage screen gets: the authored content, the member's path and the way to save a change. */
export interface StageProps {
  content: FlowpathContent;
  state: FlowpathState;
  save: (change: FlowpathChange) => Promise<unknown>;
  saving: boolean;
  /** The stage's unsaved work (see useUnsaved): Finish and the stage bar save it first. */
  unsaved: Unsaved;
}

/** The field errors of a refused change, by field ('answers.x', 'top', …). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const list = (error as { fieldErrors?: { field: string; message: string }[] } | null)?.fieldErrors ?? [];
  return Object.fromEntries(list.map((e) => [e.field, e.message]));
}

export const AREA_BAND_WORDS = { strain: 'A strain', mixed: 'Mixed', fit: 'A good fit' } as const;
