import { describe, expect, it } from 'vitest';
import type { Item, Section } from '#shared/assessments/definition';
import {
  answerText,
  answeredCount,
  buildScreens,
  errorsByItem,
  knownAnswers,
  nextOpenScreen,
  positionForScreen,
  screenIndexForPosition,
  screenOfItem,
  unansweredItems,
  withAnswer,
} from './quiz-screens';

const item = (id: string, over: Partial<Item> = {}): Item => ({
  id,
  text: id,
  kind: 'choice',
  scale: 's',
  reverse: false,
  optional: false,
  safety: false,
  ...over,
});
const section = (id: string, ids: string[], over: Partial<Section> = {}): Section => ({
  id,
  title: id,
  items: ids.map((i) => item(i)),
  ...over,
});

const sections = [section('a', ['a1', 'a2', 'a3']), section('b', ['b1', 'b2'])];

describe('buildScreens', () => {
  it('puts perScreen items on a screen and never spans two sections', () => {
    const screens = buildScreens({ sections, perScreen: 2 });
    expect(screens.map((s) => s.items.map((i) => i.id))).toEqual([['a1', 'a2'], ['a3'], ['b1', 'b2']]);
    expect(screens.map((s) => s.firstItemIndex)).toEqual([0, 2, 3]);
    expect(screens.map((s) => s.startsSection)).toEqual([true, false, true]);
  });

  it('shows one item per screen by default', () => {
    expect(buildScreens({ sections, perScreen: 1 })).toHaveLength(5);
  });
});

describe('positions', () => {
  const screens = buildScreens({ sections, perScreen: 2 });

  it.each([
    [0, 0],
    [1, 0], // an item inside a screen opens that screen
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3], // past the last item: the review screen
    [99, 3],
  ])('position %i opens screen %i', (position, screen) => {
    expect(screenIndexForPosition(screens, position)).toBe(screen);
  });

  it('saves the first item index of a screen, and the item count for the review', () => {
    expect([0, 1, 2, 3].map((i) => positionForScreen(screens, i))).toEqual([0, 2, 3, 5]);
  });

  it('finds the screen of an item', () => {
    expect(screenOfItem(screens, 'a3')).toBe(1);
    expect(screenOfItem(screens, 'zz')).toBe(-1);
  });
});

describe('answers', () => {
  const definition = {
    sections: [section('a', ['a1', 'a2']), { id: 'b', title: 'b', items: [item('b1', { optional: true, kind: 'text' })] }],
  };

  it('removes an answer that becomes empty', () => {
    expect(withAnswer({ a1: 1 }, 'a1', undefined)).toEqual({});
    expect(withAnswer({ a1: [1] }, 'a1', [])).toEqual({});
    expect(withAnswer({}, 'b1', '')).toEqual({});
    expect(withAnswer({}, 'a1', 0)).toEqual({ a1: 0 });
  });

  it('keeps only answers to items the definition has', () => {
    expect(knownAnswers(definition, { a1: 1, gone: 2 })).toEqual({ a1: 1 });
  });

  it('counts answered items and lists the required ones still open', () => {
    expect(answeredCount(definition, { a1: 0, b1: '  ' })).toBe(1);
    expect(unansweredItems(definition, { a1: 0 }).map((i) => i.id)).toEqual(['a2']);
  });

  it('reads field errors by item id, the first message for each', () => {
    expect(
      errorsByItem([
        { field: 'answers.a2', message: 'Please answer this question.' },
        { field: 'answers.a2', message: 'second' },
        { field: 'answers.b1', message: 'Please keep this under 1,000 characters.' },
      ]),
    ).toEqual({ a2: 'Please answer this question.', b1: 'Please keep this under 1,000 characters.' });
  });

  it('puts an answer in words', () => {
    const scale = {
      id: 's',
      options: [
        { value: 1, label: 'One' },
        { value: 2, label: 'Two' },
      ],
    };
    expect(answerText(scale, 2)).toBe('Two');
    expect(answerText(scale, [2, 1])).toBe('Two, One');
    expect(answerText(undefined, 'words')).toBe('words');
    expect(answerText(scale, undefined)).toBeNull();
  });
});

describe('nextOpenScreen: Next from a screen opened from the review', () => {
  // Screens [a1] [a2] [a3] [b1] [b2]; a2 is optional; the review is screen 5.
  const screens = buildScreens({ sections: [section('a', ['a1', 'a2', 'a3']), section('b', ['b1', 'b2'])], perScreen: 1 }).map((screen) =>
    screen.items[0]!.id === 'a2' ? { ...screen, items: [item('a2', { optional: true })] } : screen,
  );
  const all = { a1: 1, a3: 1, b1: 1, b2: 1 };
  it.each([
    ['everything answered: straight back to the review', all, 0, 5],
    ['a later question open: to it', { a1: 1, a3: 1, b2: 1 }, 0, 3],
    ['only an optional question open: the review', { a1: 1, a3: 1, b1: 1, b2: 1 }, 0, 5],
    ['the open one is behind: the review (it lists it)', { a3: 1, b1: 1, b2: 1 }, 2, 5],
    ['the screen itself still open: on to the next open one', { a1: 1, b1: 1 }, 2, 4],
  ])('%s', (_case, answers, from, expected) => {
    expect(nextOpenScreen(screens, answers, from)).toBe(expected);
  });
});
