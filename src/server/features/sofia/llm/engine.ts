import type { LanguageModel, ModelMessage } from 'ai';
import { crisisTier } from '#shared/safety/crisis-check';
import { aiSdk, openAICompatibleModel, wholeAnswer } from '#server/platform/llm-answer';
import type { StoredMessage } from '../conversations';
import type { SofiaSettings } from '../settings';
import type { LlmEngine } from '../turn/pipeline';
import { systemPrompt } from './system-prompt';
import { sofiaTools } from './tools';

/** What Sofia says instead when the model's words trip the crisis check. */
export const OUTPUT_SAFE_MESSAGE =
  'I want to be careful with my words here, so let me say it simply: you matter, and you do not have to carry this alone. If things feel heavy or unsafe, your safety plan and the support lines are always one tap away. Would you like to slow down with some breathing together?';

/** The stored conversation as the model reads it: the words only, never data parts. */
export function historyMessages(history: StoredMessage[]): ModelMessage[] {
  return history.flatMap((m) => {
    const words = m.parts
      .filter((p) => p.type === 'text')
      .map((p) => (p as { text: string }).text)
      .join('\n')
      .trim();
    return words ? [{ role: m.role, content: words } as ModelMessage] : [];
  });
}

/**
 * LLM mode (issue 20): any OpenAI-compatible service through the ai SDK. The model streams with
 * tools over the member's own facts (up to 4 steps); the answer is read to its end, within the
 * timeout, and checked for crisis language before the member sees any of it, so a crisis phrase
 * in the output is replaced by a safe message. A timeout, an error or an empty answer throws:
 * the pipeline falls back to the built-in guide with a quiet notice.
 */
export function createLlmEngine(llm: NonNullable<SofiaSettings['llm']>): LlmEngine {
  let model: Promise<LanguageModel> | undefined;
  return {
    async reply({ facts, journal, history, text }) {
      const { stepCountIs, streamText } = await aiSdk();
      const result = streamText({
        model: await (model ??= openAICompatibleModel('sofia', llm)),
        system: systemPrompt(journal),
        messages: [...historyMessages(history), { role: 'user', content: text }],
        tools: await sofiaTools(facts, journal),
        stopWhen: stepCountIs(4),
        maxRetries: 0,
        abortSignal: AbortSignal.timeout(llm.timeoutMs),
        // Errors are read from the stream below (and fall back); the SDK's default would log them to the console.
        onError: () => undefined,
      });
      const words = await wholeAnswer(result.fullStream);
      return crisisTier(words) > 0 ? OUTPUT_SAFE_MESSAGE : words;
    },
  };
}
