import { describe, expect, it } from 'vitest';
import { namedThings } from './grounding';
import { parseRating } from './rating';
import { isStopRequest } from './stop';
import { switchRequest } from './switch';
import { exampleTable as table } from '../testing/example-table';

describe('a stop request', () => {
  it.each(
    table(`
      stop => yes
      STOP => yes
      stop please => yes
      Stop, please. => yes
      please stop => yes
      I want to stop => yes
      I wanna stop now => yes
      I’d like to stop => yes
      let's stop here => yes
      can we stop? => yes
      ok stop => yes
      exit => yes
      quit => yes
      cancel => yes
      cancel this => yes
      end the exercise => yes
      no more => yes
      that's enough for today => yes
      enough => yes
      done => no
      I'm done => no
      I want to stop procrastinating => no
      a stop sign, a bus and a tree => no
      I can’t stop thinking about work => no
      the end of the street => no
      My manager told me to quit complaining => no
      «» => no
      ok => no
    `),
  )('reads %j as a stop: %s', (text, stop) => {
    expect(isStopRequest(text)).toBe(stop === 'yes');
  });
});

describe('a 0–100 rating', () => {
  it.each(
    table(`
      70 => 70
      70% => 70
      about 70 => 70
      I’d say 85 percent => 85
      0 => 0
      100 => 100
      7/10 => 70
      7 out of 10 => 70
      6.5/10 => 65
      maybe 40, maybe 40 => 40
      150 => none
      11/10 => none
      -5 => none
      a lot => none
      «» => none
      60 or 70 => none
    `),
  )('reads %j as %s', (text, rating) => {
    expect(parseRating(text)).toBe(rating === 'none' ? null : Number(rating));
  });
});

describe('the things named in a grounding answer', () => {
  it.each(
    table(`
      a lamp => 1
      a lamp, my mug and the window => 3
      I can see a lamp, a cup and a book. => 3
      lamp; mug; window; plant; door => 5
      1. lamp 2. mug 3. door => 3
      the fan / birds / traffic => 3
      rain & a kettle + my breath => 3
      ok => 0
      idk => 0
      I can see => 0
      and, and => 0
      «» => 0
    `),
  )('%j names %s', (text, count) => {
    expect(namedThings(text)).toHaveLength(Number(count));
  });

  it('splits on new lines and bullets', () => {
    expect(namedThings('- the fan\n- birds\n- traffic')).toEqual(['the fan', 'birds', 'traffic']);
  });
});

describe('a request to switch away from a running exercise', () => {
  it.each(
    table(`
      Can we do 4-7-8 breathing? => 4-7-8-breath
      Try 4-7-8 breathing => 4-7-8-breath
      can we do 4 7 8 instead => 4-7-8-breath
      Try Box breathing => box-breathing
      how about box breathing instead? => box-breathing
      grounding instead => 5-4-3-grounding
      Try 5-4-3 grounding => 5-4-3-grounding
      let’s do the 5-4-3 thing => 5-4-3-grounding
      Help me reframe a thought => thought-reframe
      Try Thought reframe => thought-reframe
      could we just do some breathing => breathing
      help me breathe => breathing
      something else => other
      let's do something else => other
      can we just talk => other
      I'd rather talk about something else => other
      can we talk about my sleep instead => topic
      I want to talk about work => topic
      I was doing box breathing when my boss called => none
      I want to do grounding every day but I can't => none
      breathing => none
      my breathing => none
      I guess it is not everything => none
      ok => none
      next => none
      yes => none
      stop => none
      «» => none
    `),
  )('reads %j as %s', (text, target) => {
    expect(switchRequest(text)).toBe(target === 'none' ? null : target);
  });
});
