import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny OpenAI-compatible chat completions server for LLM mode's end-to-end tests (SOFIA.md §3):
 * it streams `chat.completion.chunk` lines and `data: [DONE]`, counts its calls and keeps what it
 * was sent. `mode` decides the answer:
 * - 'tool': first a getCheckins call whose arguments arrive split across chunks; once the tool's
 *   result comes back, a sentence quoting the stress average from that result.
 * - 'text': a plain streamed sentence (`text`).
 * - 'fail': a 500. 'hang': no answer at all (the timeout's test).
 */
export type FakeLlmMode = 'tool' | 'text' | 'fail' | 'hang';

export interface FakeLlm {
  baseURL: string;
  mode: FakeLlmMode;
  text: string;
  calls: number;
  requests: { authorization: string | undefined; body: { messages: { role: string; content?: unknown }[]; tools?: unknown[] } }[];
  /** The settings that point an app at this server: key `sk-<name>`, model `<name>`, a 6 s timeout. */
  env(name: string): Record<string, string>;
  close(): Promise<void>;
}

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: 'fake-sofia', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (piece: Buffer) => (body += piece.toString()));
    req.on('end', () => resolve(body));
  });
}

function stream(res: ServerResponse, pieces: string[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const piece of pieces) res.write(piece);
  res.end('data: [DONE]\n\n');
}

const words = (text: string) => text.match(/\S+\s*/g) ?? [];

export async function startFakeLlm(): Promise<FakeLlm> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeLlm = {
    baseURL: '',
    mode: 'tool',
    text: 'I hear you.',
    calls: 0,
    requests: [],
    env: (name) => ({
      SOFIA_LLM_BASE_URL: fake.baseURL,
      SOFIA_LLM_API_KEY: `sk-${name}`,
      SOFIA_LLM_MODEL: name,
      SOFIA_LLM_TIMEOUT_MS: '6000',
    }),
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as FakeLlm['requests'][number]['body'];
    fake.calls += 1;
    fake.requests.push({ authorization: req.headers.authorization, body });
    if (fake.mode === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"down"}}');
    if (fake.mode === 'hang') return void hanging.add(res);
    if (fake.mode === 'text')
      return stream(res, [
        chunk({ role: 'assistant', content: '' }),
        ...words(fake.text).map((w) => chunk({ content: w })),
        chunk({}, 'stop'),
      ]);
    const toolResult = body.messages.find((m) => m.role === 'tool');
    if (!toolResult) {
      return stream(res, [
        chunk({
          role: 'assistant',
          content: null,
          tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'getCheckins', arguments: '' } }],
        }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: '{"meas' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: 'ure":"str' } }] }),
        chunk({ tool_calls: [{ index: 0, function: { arguments: 'ess"}' } }] }),
        chunk({}, 'tool_calls'),
      ]);
    }
    const result = JSON.stringify(toolResult.content);
    const average = /recentAverage\\?":\s*([\d.]+)/.exec(result)?.[1] ?? 'unknown';
    const reply = `Your stress averaged ${average} over your last check-ins. Would a slow breath help right now?`;
    return stream(res, [chunk({ role: 'assistant', content: '' }), ...words(reply).map((w) => chunk({ content: w })), chunk({}, 'stop')]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
