import { describe, expect, it } from 'vitest';
import { classifyIntent, INTENT_THRESHOLD } from './classify-intent';
import { INTENTS } from './intents';

/** [what the member writes, the intent, where it came from, the exercise it names]. */
const FAST_PATH: [string, string, string?][] = [
  ['hi', 'greeting'],
  ['Hey Sofia!', 'greeting'],
  ['good morning', 'greeting'],
  ['Thanks, Sofia', 'thanks'],
  ['thank u so much', 'thanks'],
  ['bye', 'goodbye'],
  ['see you later', 'goodbye'],
  ['help', 'help'],
  ['What can you do?', 'help'],
  ['are you a real person?', 'about-sofia'],
  ['Am I talking to a bot', 'about-sofia'],
  ['Can we do 4-7-8?', 'breathing', '4-7-8-breath'],
  ['box breathing please', 'breathing', 'box-breathing'],
  ['a breathing exercise', 'breathing'],
  ['let’s do grounding', 'grounding', '5-4-3-grounding'],
  ['the 5-4-3 thing', 'grounding', '5-4-3-grounding'],
  ['I want to reframe something', 'reframe', 'thought-reframe'],
  ['what does my SoulPrint say', 'results'],
  ['open my journal', 'journal'],
  ['i want to check in', 'check-in'],
  ['what is next in my reset plan', 'plan'],
  ['which edit should I do next', 'plan'],
];

/** Asking for medical advice, a dose or a diagnosis reads as Sofia's boundary, by the fast path (review 5, finding 4). */
const MEDICAL = `
  Can you give me medical advice about my meds?
  I need some medical advice
  can you diagnose me
  I think I need a diagnosis
  should I change my medication dose?
  Should I stop taking my antidepressants
  can I double my meds tonight so I sleep
  what dose should I take
  what dosage of sertraline is normal
  is this depression?
  Do you think I have ADHD
  am I clinically depressed
  should I go on medication
`
  .trim()
  .split('\n')
  .map((line) => line.trim());

/** Near misses: about medication or mood, but not asking Sofia to advise or diagnose. */
const NOT_MEDICAL = ['I forgot my meds this morning and I feel awful', 'I feel so low today', 'my doctor was kind to me today'];

const CLASSIFIED: [string, string][] = [
  ['I can’t sleep at all', 'sleep'],
  ['cant slep', 'sleep'],
  ['i keep waking up at 4am', 'sleep'],
  ['im so stresed', 'stress'],
  ['I feel completely overwhelmed', 'stress'],
  ['feeling realy low today', 'low-mood'],
  ['been feeling down and flat', 'low-mood'],
  ['my workload is crazy', 'work-pressure'],
  ['too many deadlines at work', 'work-pressure'],
  ['i never say no to anyone', 'boundaries'],
  ['how do i set bounderies', 'boundaries'],
  ['i am exausted', 'exhaustion'],
  ['I have zero energy', 'exhaustion'],
  ['im having a panick attack', 'anxiety'],
  ['i feel anxious', 'anxiety'],
  ['help me breath', 'breathing'],
  ['I keep thinking I am useless', 'reframe'],
  ['what should I focus on this week', 'plan'],
  ['what does my profile mean', 'results'],
  ['is a human reading this', 'about-sofia'],
];

const OFF_TOPIC = [
  'what is the weather in paris',
  'who won the match last night',
  'give me a cake recipe',
  'how tall is the eiffel tower',
  'asdfgh',
  'write a poem about cats',
  'what is the price of bitcoin',
];

describe('Sofia intent', () => {
  it.each(FAST_PATH)('reads %j as %s by the fast path', async (text, intent, exercise) => {
    const result = await classifyIntent(text);
    expect(result).toEqual({ intent, score: 1, source: 'pattern', ...(exercise ? { exercise } : {}) });
  });

  it.each(MEDICAL)('reads %j as a request for medical advice', async (text) => {
    expect(await classifyIntent(text)).toEqual({ intent: 'medical-advice', score: 1, source: 'pattern' });
  });

  it.each(NOT_MEDICAL)('does not read %j as a request for medical advice', async (text) => {
    expect((await classifyIntent(text)).intent).not.toBe('medical-advice');
  });

  it.each(CLASSIFIED)('reads %j as %s by the classifier', async (text, intent) => {
    const result = await classifyIntent(text);
    expect(result).toMatchObject({ intent, source: 'classifier' });
    expect(result.score).toBeGreaterThanOrEqual(INTENT_THRESHOLD);
  });

  it.each(OFF_TOPIC)('reads off-topic %j as None', async (text) => {
    const result = await classifyIntent(text);
    expect(result).toMatchObject({ intent: 'None', source: 'none' });
  });

  it('reads an empty message as None without asking the classifier', async () => {
    expect(await classifyIntent('   ')).toEqual({ intent: 'None', score: 0, source: 'none' });
  });

  it('keeps 8 to 15 example phrases for every intent, each once', () => {
    for (const { id, examples } of INTENTS) {
      expect(examples.length, id).toBeGreaterThanOrEqual(8);
      expect(examples.length, id).toBeLessThanOrEqual(15);
    }
    const all = INTENTS.flatMap((intent) => intent.examples.map((e) => e.toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });

  it('classifies every one of its own examples as its intent, or None for off topic', async () => {
    const wrong: string[] = [];
    for (const { id, examples } of INTENTS) {
      for (const example of examples) {
        const { intent } = await classifyIntent(example);
        if (intent !== (id === 'off-topic' ? 'None' : id)) wrong.push(`${example} → ${intent}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
