import { describe, expect, it } from 'vitest';
import { classifyTask, summariseEnergyMap, workSatisfactionTrend, worthReshaping } from './energy-map';

describe('classifyTask', () => {
  it.each([
    [2, 3, 'protect'],
    [1, 2, 'protect'],
    [2, 1, 'filler'],
    [1, 1, 'filler'],
    [0, 3, 'steady'],
    [0, 1, 'steady'],
    [-1, 1, 'drainer'],
    [-2, 3, 'drainer'],
  ])('energy %i, importance %i → %s', (energy, importance, expected) => expect(classifyTask({ energy, importance })).toBe(expected));

  it.each([
    [-2, 3, true],
    [-1, 3, true],
    [-2, 2, false],
    [1, 3, false],
  ])('a task with energy %i and importance %i is worth reshaping: %s', (energy, importance, expected) =>
    expect(worthReshaping({ energy, importance })).toBe(expected),
  );
});

describe('summariseEnergyMap', () => {
  it('counts each class, adds the balance and names the three heaviest drainers', () => {
    const tasks = [
      { id: 'a', name: 'Reports', energy: -1, importance: 3 },
      { id: 'b', name: 'Mentoring', energy: 2, importance: 3 },
      { id: 'c', name: 'Inbox', energy: -2, importance: 1 },
      { id: 'd', name: 'Meetings', energy: -2, importance: 2 },
      { id: 'e', name: 'Filing', energy: 0, importance: 1 },
      { id: 'f', name: 'Slides', energy: 1, importance: 1 },
      { id: 'g', name: 'Travel', energy: -1, importance: 1 },
    ];
    expect(summariseEnergyMap(tasks)).toEqual({
      counts: { protect: 1, filler: 1, steady: 1, drainer: 4 },
      balance: -3,
      heaviest: ['c', 'd', 'g'],
    });
  });

  it('is empty for no tasks', () => {
    expect(summariseEnergyMap([])).toEqual({ counts: { protect: 0, filler: 0, steady: 0, drainer: 0 }, balance: 0, heaviest: [] });
  });
});

describe('workSatisfactionTrend', () => {
  it.each([
    [[5, 5, 5], null],
    [[3, 4, 6, 7], 'rising'],
    [[7, 6, 4, 3], 'falling'],
    [[5, 6, 5, 6], 'steady'],
    [[4, 4, 9, 5, 5], 'rising'],
    [[6, 6, 5.5, 5], 'steady'],
  ])('%j → %s', (ratings, expected) => expect(workSatisfactionTrend(ratings)).toBe(expected));
});
