import { describe, expect, it } from 'vitest';
import { TITLE_MAX } from '../validation/text';
import { conflictCopyTitle, conflictMessage, type JournalEditFacts, type JournalEditOutcome, resolveJournalEdit } from './journal-conflict';

const BASE = '2026-11-27T09:00:00.000Z';
const CHANGED = '2026-11-27T10:00:00.000Z';
const NOW = '2026-11-27T12:00:00.000Z';
const differs = { sameWords: false };

describe('resolveJournalEdit (decision 150)', () => {
  const cases: [string, JournalEditFacts, JournalEditOutcome][] = [
    ['no version named: the edit applies', { currentUpdatedAt: CHANGED, now: NOW, ...differs }, 'apply'],
    [
      'based on the current version: applies',
      { baseUpdatedAt: BASE, currentUpdatedAt: BASE, editedAt: '2026-11-27T08:00:00.000Z', now: NOW, ...differs },
      'apply',
    ],
    [
      'same instant written another way: applies',
      { baseUpdatedAt: '2026-11-27T09:00:00Z', currentUpdatedAt: BASE, now: NOW, ...differs },
      'apply',
    ],
    [
      'changed elsewhere before the edit was made: the edit wins',
      { baseUpdatedAt: BASE, currentUpdatedAt: CHANGED, editedAt: '2026-11-27T10:00:00.001Z', now: NOW, ...differs },
      'edit-wins',
    ],
    [
      'changed elsewhere at the same instant: the arriving edit wins',
      { baseUpdatedAt: BASE, currentUpdatedAt: CHANGED, editedAt: CHANGED, now: NOW, ...differs },
      'edit-wins',
    ],
    [
      'changed elsewhere after the edit was made: the other version wins',
      { baseUpdatedAt: BASE, currentUpdatedAt: CHANGED, editedAt: '2026-11-27T09:59:59.999Z', now: NOW, ...differs },
      'other-wins',
    ],
    ['no edit time: made now, so it is the latest', { baseUpdatedAt: BASE, currentUpdatedAt: CHANGED, now: NOW, ...differs }, 'edit-wins'],
    [
      'a device clock ahead counts as now',
      { baseUpdatedAt: BASE, currentUpdatedAt: NOW, editedAt: '2026-11-28T12:00:00.000Z', now: NOW, ...differs },
      'edit-wins',
    ],
    [
      'a replay of an edit already applied changes nothing',
      { baseUpdatedAt: BASE, currentUpdatedAt: CHANGED, editedAt: BASE, now: NOW, sameWords: true },
      'unchanged',
    ],
    [
      'the same words with no conflict: nothing to do',
      { baseUpdatedAt: BASE, currentUpdatedAt: BASE, now: NOW, sameWords: true },
      'unchanged',
    ],
    [
      'a device clock ahead cannot beat a later change',
      { baseUpdatedAt: BASE, currentUpdatedAt: '2026-11-27T12:00:00.001Z', editedAt: '2030-01-01T00:00:00.000Z', now: NOW, ...differs },
      'other-wins',
    ],
  ];
  it.each(cases)('%s', (_name, facts, outcome) => {
    expect(resolveJournalEdit(facts)).toBe(outcome);
  });
});

describe('conflictCopyTitle', () => {
  it('marks the copy', () => {
    expect(conflictCopyTitle('Sunday')).toBe('Sunday (copy)');
  });
  it('stays within the 200-character title limit', () => {
    const copy = conflictCopyTitle('x'.repeat(TITLE_MAX));
    expect(copy).toHaveLength(TITLE_MAX);
    expect(copy.endsWith(' (copy)')).toBe(true);
    expect(conflictCopyTitle('y'.repeat(TITLE_MAX - 7))).toBe(`${'y'.repeat(TITLE_MAX - 7)} (copy)`);
  });
});

describe('conflictMessage', () => {
  it('says which version stayed and names the copy', () => {
    expect(conflictMessage('other', 'Train (copy)')).toBe(
      'Your edit is saved. This entry had also changed elsewhere, so that version is kept as “Train (copy)”.',
    );
    expect(conflictMessage('yours', 'Train (copy)')).toBe(
      'This entry changed elsewhere after your edit, so that newer version stays. Your edit is kept as “Train (copy)”.',
    );
  });
});
