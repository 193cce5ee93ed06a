import { DOC_TOPIC_LABELS, type DocTopic } from '#shared/contracts/docs';
import { factsMarkdown, personalisationFacts, wellnessFacts } from '#shared/docs/rule-facts';
import type { AssessmentDefinition } from '#shared/assessments/definition';
import type { RegisteredRoute } from '#server/platform/access';
import type { Env } from '#server/platform/env';
import { aiSdk, openAICompatibleModel, wholeAnswer } from '#server/platform/llm-answer';
import { assessmentTemplate } from './assessment-template';
import { apiRoutes } from './openapi';

/** The LLM of Sofia's settings, when all three SOFIA_LLM_* are set (the same rule as Sofia's LLM mode). */
export function draftLlm(env: Env) {
  const { SOFIA_LLM_BASE_URL: baseURL, SOFIA_LLM_API_KEY: apiKey, SOFIA_LLM_MODEL: model } = env;
  return baseURL && apiKey && model ? { baseURL, apiKey, model, timeoutMs: env.SOFIA_LLM_TIMEOUT_MS } : null;
}

export interface DraftSources {
  routes: readonly RegisteredRoute[];
  assessments: () => Promise<AssessmentDefinition[]>;
}

/** The code's facts on a topic, as Markdown: what a draft may say, and nothing else. */
export async function topicFacts(topic: DocTopic, sources: DraftSources): Promise<string> {
  switch (topic) {
    case 'api-routes': {
      const byAccess = new Map<string, string[]>();
      for (const r of apiRoutes(sources.routes)) byAccess.set(r.access, [...(byAccess.get(r.access) ?? []), `- \`${r.method} ${r.url}\``]);
      return [...byAccess].map(([access, lines]) => `## Access: ${access} (${lines.length} routes)\n\n${lines.join('\n')}`).join('\n\n');
    }
    case 'assessment-template': {
      const guide = assessmentTemplate(await sources.assessments());
      const fields = guide.fields.map(
        (f) => `- \`${f.path}\` (${f.type}${f.required ? ', required' : ''})${f.rules ? `: ${f.rules}` : ''}`,
      );
      const loaded = guide.assessments.map((a) => `- ${a.title} (\`${a.slug}\`, ${a.kind}, ${a.items} items)`);
      return `## Fields of an assessment file\n\n${fields.join('\n')}\n\n## Assessments loaded now\n\n${loaded.join('\n')}\n\n## Worked example (${guide.example.file})\n\n\`\`\`json\n${guide.example.excerpt}\n\`\`\``;
    }
    case 'wellness-features':
      return factsMarkdown(wellnessFacts());
    case 'personalized-content':
      return factsMarkdown(personalisationFacts());
  }
}

/** A draft from templates: the facts, framed by the headings a person fills in. */
export function templateDraft(topic: DocTopic, facts: string): string {
  return [
    `# ${DOC_TOPIC_LABELS[topic]}`,
    '',
    '> Draft from the code’s facts. A person reads it, finishes the parts marked TODO and publishes it; nothing here is published on its own.',
    '',
    '## Who this is for',
    '',
    'TODO: one paragraph on who reads this page and what they do with it.',
    '',
    facts,
    '',
    '## Before publishing',
    '',
    '- TODO: check each fact against the page it describes.',
    '- TODO: add the questions staff ask most about this.',
  ].join('\n');
}

const SYSTEM = [
  'You draft internal documentation for the staff of Recalibrate, a web app for people living through burnout.',
  'Write Markdown: a title, a short introduction, then sections. Use only the facts you are given; never invent routes, numbers or names.',
  'Where a person must add something the facts do not say, write a line starting with TODO:. Plain, warm, precise English.',
].join(' ');

/** A draft from the configured LLM over the facts; throws when it fails, times out or says nothing. */
export async function llmDraft(llm: NonNullable<ReturnType<typeof draftLlm>>, topic: DocTopic, facts: string): Promise<string> {
  // Streamed, as Sofia's LLM mode is: the same services and the same fake answer both ways.
  const { streamText } = await aiSdk();
  const result = streamText({
    model: await openAICompatibleModel('docs', llm),
    system: SYSTEM,
    prompt: `Draft the page "${DOC_TOPIC_LABELS[topic]}" from these facts:\n\n${facts}`,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(llm.timeoutMs),
    onError: () => undefined,
  });
  return wholeAnswer(result.fullStream);
}
