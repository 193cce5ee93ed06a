import { describe, expect, it } from 'vitest';
import { CRISIS_QUESTION } from '#shared/safety/crisis';
import { followUpOutcome, readFollowUpAnswer, TIER_2_FOLLOW_UP } from './crisis-follow-up';
import { exampleTable as table } from './testing/example-table';

describe('the tier-2 direct question', () => {
  it('asks directly, with Yes / No / Not sure, and the resources already shown', () => {
    expect(TIER_2_FOLLOW_UP.question).toBe(CRISIS_QUESTION);
    expect(TIER_2_FOLLOW_UP.answers.map((a) => a.label)).toEqual(['Yes', 'No', 'Not sure']);
    expect(TIER_2_FOLLOW_UP.showResources).toBe(true);
  });

  it.each(
    table(`
      Yes => yes
      yeah => yes
      Yes, Sofia. => yes
      sometimes => yes
      kinda => yes
      No => no
      nah => no
      No, I’m not => no
      not really => no
      never => no
      Not sure => not-sure
      idk => not-sure
      I don’t know => not-sure
      maybe => not-sure
    `),
  )('reads %j as %s', (text, answer) => {
    expect(readFollowUpAnswer(text)).toEqual({ answer, recognised: true });
  });

  it('reads anything else as not sure, and says it did not recognise an answer', () => {
    expect(readFollowUpAnswer('work has been awful')).toEqual({ answer: 'not-sure', recognised: false });
    expect(readFollowUpAnswer('')).toEqual({ answer: 'not-sure', recognised: false });
  });

  it('leads Yes to the tier-1 flow: the lines, grounding and the safety plan', () => {
    expect(followUpOutcome('yes')).toMatchObject({
      next: 'tier-1',
      showResources: true,
      offerGrounding: true,
      offerSafetyPlan: true,
      bannerStays: true,
    });
  });

  it('treats Not sure as Yes for the resources, in a gentler voice', () => {
    const notSure = followUpOutcome('not-sure');
    const { reply: _yesReply, answer: _yes, ...yes } = followUpOutcome('yes');
    const { reply, answer: _notSure, ...rest } = notSure;
    expect(rest).toEqual(yes);
    expect(reply).toMatch(/all right not to be sure/);
    expect(reply).not.toBe(followUpOutcome('yes').reply);
  });

  it('lets No carry on the chat, with the banner staying', () => {
    expect(followUpOutcome('no')).toMatchObject({ next: 'continue', showResources: false, bannerStays: true });
    expect(followUpOutcome('no').reply).toMatch(/stay at the top/);
  });

  it.each(['yes', 'no', 'not-sure'] as const)('answers %s warmly, without guilt or medical advice', (answer) => {
    const { reply } = followUpOutcome(answer);
    expect(reply).toMatch(/^Thank you|^That is an honest answer/);
    expect(reply).not.toMatch(/\b(should have|diagnos|medication|you must)\b/i);
  });
});
