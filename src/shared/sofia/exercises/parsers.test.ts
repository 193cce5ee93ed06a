import { describe, expect, it } from 'vitest';
import { namedThings } from './grounding';
import { parseRating } from './rating';
import { isStopRequest } from './stop';
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
