import { vi } from 'vitest';
import type { stubFetch } from '#web/testing/fetch-stub';

/** The ai SDK's UI message stream (SSE) of one Sofia turn: its data parts, then its words. */
export function sofiaStream(parts: { type: `data-${string}`; data: unknown }[], text: string): Response {
  const chunks = [
    { type: 'start', messageId: `m-${Math.random()}` },
    ...parts,
    ...(text
      ? [
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: text },
          { type: 'text-end', id: 't' },
        ]
      : []),
    { type: 'finish' },
  ];
  const body = `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;
  return new Response(body, { headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' } });
}

/**
 * Answers POST …/chat with `turn(text)` (the member's words) and everything else with the canned
 * replies of stubFetch; returns the JSON bodies the chat sent.
 */
export function stubChat(mock: ReturnType<typeof stubFetch>, turn: (text: string) => Response | Promise<Response>) {
  const sent: { messages: { parts: { type: string; text?: string }[] }[]; timeZone?: string }[] = [];
  const json = mock.getMockImplementation()!;
  const chat = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST' && String(input).endsWith('/chat')) {
      const body = JSON.parse(String(init.body)) as (typeof sent)[number];
      sent.push(body);
      return turn(body.messages.at(-1)?.parts.find((part) => part.type === 'text')?.text ?? '');
    }
    return json(input, init);
  });
  vi.stubGlobal('fetch', chat);
  return { sent, chat };
}
