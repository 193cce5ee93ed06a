import { describe, expect, it } from 'vitest';
import type { MemberFacts } from '../facts';
import { randomFacts, seeded } from '../testing/facts';
import { composeReply } from './compose';
import { EXERCISE_NAMES } from './offers';
import { REPLY_INTENTS } from './types';
import { ECHO_FRAMES, MEDICAL_WORDS, OFFER_QUESTIONS, OFFER_STATEMENTS, OPEN_QUESTIONS, REFLECTIONS } from './wording';

/** Every number in the facts, as the member would see it, including digits inside names. */
function factNumbers(facts: MemberFacts): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'number') found.add(String(value));
    else if (typeof value === 'string') for (const n of value.match(/\d+(?:\.\d+)?/g) ?? []) found.add(n);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(facts);
  return found;
}

/** The numbers a reply says, exercise names (4-7-8, 5-4-3) set aside. */
const replyNumbers = (text: string) => EXERCISE_NAMES.reduce((t, name) => t.split(name).join(' '), text).match(/\d+(?:\.\d+)?/g) ?? [];

const MEMBER_TEXTS = [
  'I slept 3 hours and worked 70 hours this week',
  'My stress is 9 out of 10',
  "I'm so tired",
  'hello',
  'I feel like 2026 is already too much',
  'nothing works',
  '',
];

describe('grounded replies: every number Sofia says is in the member’s facts', () => {
  const cases = Array.from({ length: 400 }, (_, seed) => {
    const r = seeded(seed + 1000);
    return { facts: randomFacts(seed), intent: r.pick(REPLY_INTENTS), text: r.pick(MEMBER_TEXTS), turn: r.int(0, 50) };
  });

  it('holds for 400 generated members, intents and messages', () => {
    let quoted = 0;
    for (const c of cases) {
      const reply = composeReply(c);
      const known = factNumbers(c.facts);
      for (const n of replyNumbers(reply.text)) expect(known, `${n} in "${reply.text}"`).toContain(n);
      for (const fact of reply.citedFacts) expect(reply.text).toContain(String(fact.value));
      if (reply.citedFacts.some((f) => typeof f.value === 'number')) quoted++;
    }
    // The property means something only if many replies do quote numbers.
    expect(quoted).toBeGreaterThan(100);
  });

  it('never echoes a number the member wrote', () => {
    const reply = composeReply({ intent: 'sleep', facts: randomFacts(1), text: 'I slept 3 hours', turn: 0 });
    expect(replyNumbers(reply.text)).not.toContain('3');
  });
});

describe('no medical advice', () => {
  const templates = [
    ...Object.values(REFLECTIONS).flat(),
    ...Object.values(OPEN_QUESTIONS).flat(),
    ...ECHO_FRAMES,
    ...Object.values(OFFER_QUESTIONS).flat(),
    ...Object.values(OFFER_STATEMENTS).flat(),
  ];

  it.each(MEDICAL_WORDS)('no template says %j', (word) => {
    for (const line of templates) expect(line.toLowerCase()).not.toContain(word);
  });

  it('no composed reply says a diagnosis word', () => {
    for (let seed = 0; seed < 200; seed++) {
      for (const intent of REPLY_INTENTS) {
        const text = composeReply({
          intent,
          facts: randomFacts(seed),
          text: 'I am worried about my medication',
          turn: seed,
        }).text.toLowerCase();
        for (const word of MEDICAL_WORDS) expect(text).not.toContain(word);
      }
    }
  });
});
