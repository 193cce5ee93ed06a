import type { SofiaDataParts, SofiaUIMessage } from '#shared/contracts/sofia';

/** One part of Sofia's answer: her words, or one of the contract's data parts. */
export type SofiaPart = Extract<SofiaUIMessage['parts'][number], { type: 'text' } | { type: `data-${string}` }>;

export const text = (words: string): SofiaPart => ({ type: 'text', text: words });

export const data = <K extends keyof SofiaDataParts>(name: K, payload: SofiaDataParts[K]): SofiaPart =>
  ({ type: `data-${name}`, data: payload }) as SofiaPart;

/** The words of a member's message: its text parts joined. */
export function messageText(parts: readonly { type: string; text?: unknown }[]): string {
  return parts
    .filter((p) => p.type === 'text' && typeof p.text === 'string')
    .map((p) => p.text as string)
    .join('\n')
    .trim();
}
