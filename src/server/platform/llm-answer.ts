import type { LanguageModel, TextStreamPart, ToolSet } from 'ai';

let sdk: Promise<typeof import('ai')> | undefined;
/**
 * The ai SDK (Sofia's reply streams, LLM mode, the docs drafts), imported on the first reply rather
 * than at start: with its gateway provider it is the largest package the server loads, and many
 * processes never answer Sofia (decision 169).
 */
export const aiSdk = () => (sdk ??= import('ai'));

/**
 * The whole answer of a streamed model call (Sofia's LLM mode, the docs drafts), read to its end and
 * trimmed. Throws when the stream reports an error, the call is aborted (its timeout) or the model
 * said nothing, so that the caller falls back.
 */
export async function wholeAnswer<TOOLS extends ToolSet>(stream: AsyncIterable<TextStreamPart<TOOLS>>): Promise<string> {
  let answer = '';
  for await (const part of stream) {
    if (part.type === 'text-delta') answer += part.text;
    else if (part.type === 'error') throw part.error instanceof Error ? part.error : new Error('The model failed');
    else if (part.type === 'abort') throw new Error('The model timed out');
  }
  answer = answer.trim();
  if (!answer) throw new Error('The model said nothing');
  return answer;
}

/**
 * A chat model of an OpenAI-compatible server (Sofia's LLM mode, the docs drafts). The provider
 * package (about 4 MB of heap) is imported here, on the first call, since most servers never
 * configure a model (decision 164).
 */
export async function openAICompatibleModel(
  name: string,
  llm: { baseURL: string; apiKey?: string; model: string },
): Promise<LanguageModel> {
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  return createOpenAICompatible({ name, baseURL: llm.baseURL, apiKey: llm.apiKey }).chatModel(llm.model);
}
