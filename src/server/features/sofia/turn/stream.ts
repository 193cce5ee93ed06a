import type { FastifyReply, FastifyRequest } from 'fastify';
import { aiSdk } from '#server/platform/llm-answer';
import { hijackKeepingHeaders } from '#server/platform/security';
import type { SofiaUIMessage } from '#shared/contracts/sofia';
import type { SofiaPart } from './parts';

/**
 * Sofia's answer as the ai SDK's UI message stream (SSE, `x-vercel-ai-ui-message-stream: v1`),
 * the one format `useChat` reads whichever engine answered: a start with the stored message's id,
 * each part in order (text as start, delta, end; data parts as they are), then finish.
 */
export async function partsStream(messageId: string, parts: readonly SofiaPart[]) {
  const { createUIMessageStream } = await aiSdk();
  return createUIMessageStream<SofiaUIMessage>({
    execute: ({ writer }) => {
      writer.write({ type: 'start', messageId });
      parts.forEach((part, index) => {
        if (part.type === 'text') {
          const id = `${messageId}-${index}`;
          writer.write({ type: 'text-start', id });
          writer.write({ type: 'text-delta', id, delta: part.text });
          writer.write({ type: 'text-end', id });
        } else {
          writer.write(part as Parameters<typeof writer.write>[0]);
        }
      });
      writer.write({ type: 'finish' });
    },
  });
}

/** Sends the stream on the raw response (SSE is never compressed nor buffered). */
export async function sendParts(request: FastifyRequest, reply: FastifyReply, messageId: string, parts: readonly SofiaPart[]) {
  const { pipeUIMessageStreamToResponse } = await aiSdk();
  const stream = await partsStream(messageId, parts);
  hijackKeepingHeaders(reply);
  await pipeUIMessageStreamToResponse({
    response: reply.raw,
    stream,
    headers: { 'x-request-id': request.id, 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}
