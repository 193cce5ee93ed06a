import { describe, expect, it } from 'vitest';
import { EMPTY_FACTS, RICH_FACTS } from '../testing/facts';
import { composeReply } from './compose';
import { echoOf } from './echo';
import { INTENT_OFFERS, OFFERS } from './offers';
import { REPLY_INTENTS, type ReplyIntent } from './types';

const reply = (intent: string, facts = RICH_FACTS, turn = 0, text = 'hmm') => composeReply({ intent, facts, text, turn });
const allowed = (intent: ReplyIntent) => INTENT_OFFERS[intent].map((o) => o.target);
const NEXT_MODULE = '/reset-paths/boundaries-that-hold/modules/noticing-your-no';

describe('composeReply with the member’s data: one fitting fact, one offer', () => {
  it.each<[ReplyIntent, string, string[]]>([
    ['stress', 'Your stress averaged 7.4 over your last 5 check-ins, up from 5.9 before that.', allowed('stress')],
    [
      'sleep',
      'Your sleep averaged 5.8 over your last 5 check-ins, about where it was before (6), and your latest was 4.',
      allowed('sleep'),
    ],
    [
      'work_pressure',
      'Your work satisfaction averaged 5 over your last 5 check-ins, about where it was before (5.4).',
      [...allowed('work_pressure'), NEXT_MODULE],
    ],
    ['low_mood', 'Your sense of connection averaged 5.8 over your last 5 check-ins, about where it was before (5.4).', allowed('low_mood')],
    ['exhaustion', 'Your energy averaged 3.8 over your last 5 check-ins, down from 5.4 before that.', allowed('exhaustion')],
    ['boundaries', 'You are 2 of 6 modules into “Boundaries that hold”.', [OFFERS.reframe.target, NEXT_MODULE]],
    ['greeting', 'You are 2 of 6 modules into “Boundaries that hold”.', [NEXT_MODULE]],
  ])('%s quotes the fact that fits', (intent, sentence, targets) => {
    const r = reply(intent);
    expect(r.text).toContain(sentence);
    expect(r.offers).toHaveLength(1);
    expect(targets).toContain(r.offers[0]!.target);
    expect(r.citedFacts.length).toBeGreaterThan(0);
    for (const fact of r.citedFacts) expect(r.text).toContain(String(fact.value));
    expect(r.text.trim().endsWith('?')).toBe(true);
  });

  it.each<[ReplyIntent]>([['help'], ['unknown']])('%s quotes nothing and asks instead', (intent) => {
    const r = reply(intent);
    expect(r.citedFacts).toEqual([]);
    expect(r.text).not.toMatch(/\d/);
    expect(r.text).toContain('?');
  });

  it('falls back to the next fitting fact: the assessment result for stress without check-ins', () => {
    const r = reply('stress', { ...RICH_FACTS, checkins: null });
    expect(r.text).toContain('Your Burnout Blueprint result was System Override.');
    expect(r.citedFacts).toEqual([{ key: 'assessment.result', value: 'System Override' }]);
  });

  it('with one check-in quotes it rather than an average', () => {
    const one = { ...RICH_FACTS.checkins!, recentCount: 1, previousCount: 0, count: 1 };
    expect(reply('stress', { ...RICH_FACTS, checkins: one }).text).toContain('Your last check-in put your stress at 8.');
  });

  it('journal themes fit a low mood only when they were allowed', () => {
    const noCheckins = { ...RICH_FACTS, checkins: null };
    expect(reply('low_mood', noCheckins).text).toContain('Lately your journal has come back to work and sleep.');
    expect(reply('low_mood', { ...noCheckins, journal: null }).text).not.toContain('journal');
  });
});

describe('composeReply without data: an open question, never a number', () => {
  it.each(REPLY_INTENTS.map((intent) => [intent]))('%s', (intent) => {
    const r = reply(intent, EMPTY_FACTS);
    expect(r.citedFacts).toEqual([]);
    expect(r.text.replace(/4-7-8|5-4-3/g, '')).not.toMatch(/\d/);
    expect(r.text).toMatch(/\?/);
    expect(r.offers).toHaveLength(1);
  });

  it('offers a new member a check-in when they say hello', () => {
    expect(reply('greeting', EMPTY_FACTS).offers[0]).toMatchObject({ kind: 'link', target: '/wellness/checkin' });
  });
});

describe('wording', () => {
  it('never says the same thing two turns running, and the same turn always gives the same reply', () => {
    for (const intent of REPLY_INTENTS) {
      for (const facts of [RICH_FACTS, EMPTY_FACTS]) {
        expect(reply(intent, facts, 3)).toEqual(reply(intent, facts, 3));
        for (let turn = 0; turn < 6; turn++) expect(reply(intent, facts, turn).text).not.toBe(reply(intent, facts, turn + 1).text);
      }
    }
  });

  it('answers an intent it does not know as unknown', () => {
    expect(reply('weather', RICH_FACTS, 4)).toEqual(reply('unknown', RICH_FACTS, 4));
  });

  it('reflects the member’s own words, turned toward them', () => {
    expect(reply('stress', EMPTY_FACTS, 0, 'I’m so stressed about my boss, honestly').text).toMatch(/you're so stressed about your boss/);
  });

  it.each([
    ["I'm so tired of it all", "you're so tired of it all"],
    ['i feel like nobody listens to me', 'you feel like nobody listens to you'],
    ["I've been stuck and restless", "you've been stuck"],
    ['I am exhausted because of work', "you're exhausted"],
    ['I slept 3 hours', null],
    ['I am tired of you', null],
    ['I feel', null],
    ['I am worried I have a disorder', null],
    ['work is a mess', null],
    ['I am ' + 'very '.repeat(12) + 'tired', null],
  ])('echoOf(%j) is %j', (text, echo) => {
    expect(echoOf(text)).toBe(echo);
  });
});
