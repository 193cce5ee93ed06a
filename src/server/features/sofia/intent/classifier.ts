import type { Nlp, NlpResult } from '@nlpjs/nlp';
import { INTENTS } from './intents';

/**
 * The trained intent classifier: nlp.js (a small neural network over stemmed words), trained at
 * start from the intents table in about a hundred milliseconds, in memory, with no download and
 * nothing written to disk. Its spell check (one edit away from a trained word) reads "cant slep"
 * as "cant sleep". The `off-topic` examples train nlp.js's own `None` answer.
 */
export interface Classified {
  intent: string;
  score: number;
}

async function train(): Promise<Nlp> {
  // nlp.js is imported with the first training, not when the server starts (decision 164).
  const [{ containerBootstrap }, { Nlp }, { LangEn }] = await Promise.all([
    import('@nlpjs/core'),
    import('@nlpjs/nlp'),
    import('@nlpjs/lang-en'),
  ]);
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  container.registerConfiguration(
    'nlu-en',
    {
      log: false,
      spellCheck: true,
      spellCheckDistance: 1,
      keepStopwords: true,
      nonefeatureValue: 1,
      nonedeltaMultiplier: 1.2,
      filterZeros: true,
    },
    true,
  );
  const nlp = container.get<Nlp>('nlp');
  Object.assign(nlp.settings, { autoSave: false, autoLoad: false, calculateSentiment: false });
  nlp.addLanguage('en');
  for (const { id, examples } of INTENTS) {
    for (const example of examples) nlp.addDocument('en', example, id === 'off-topic' ? 'None' : id);
  }
  await nlp.train();
  return nlp;
}

let trained: Promise<Nlp> | undefined;

/** Trains once, on first use (or at start, when the server calls it). */
export function intentClassifier(): Promise<Nlp> {
  trained ??= train();
  return trained;
}

/** The classifier's best intent and its score (0–1); `None` when nothing fits. */
export async function classify(text: string): Promise<Classified> {
  const nlp = await intentClassifier();
  const result: NlpResult = await nlp.process('en', text);
  return { intent: result.intent, score: result.score };
}
