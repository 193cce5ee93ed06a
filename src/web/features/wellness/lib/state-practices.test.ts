import { describe, expect, it } from 'vitest';
import { NERVOUS_STATES } from '#shared/contracts/wellness';
import { practiceFor, STATE_WORDS } from './state-practices';

describe('practiceFor', () => {
  it('suggests the Reset Room practice that fits each state', () => {
    expect(practiceFor('mobilised').name).toBe('4-7-8 Breath');
    expect(practiceFor('shutdown').name).toBe('5-4-3 Grounding');
    expect(practiceFor('settled').name).toBe('Box Breathing');
  });

  it('has words for every state the server accepts', () => {
    expect(Object.keys(STATE_WORDS).sort()).toEqual([...NERVOUS_STATES].sort());
  });
});
