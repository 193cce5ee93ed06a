import { describe, expect, it } from 'vitest';
import { editAction } from './edit-action';

describe('editAction', () => {
  it.each([
    { started: false, completedCount: 0, moduleCount: 5, setAside: false, action: 'Start' },
    { started: true, completedCount: 0, moduleCount: 5, setAside: false, action: 'Continue' },
    { started: false, completedCount: 2, moduleCount: 5, setAside: false, action: 'Continue' },
    { started: true, completedCount: 2, moduleCount: 5, setAside: true, action: 'Open' },
    { started: true, completedCount: 5, moduleCount: 5, setAside: false, action: 'Revisit' },
    { started: true, completedCount: 5, moduleCount: 5, setAside: true, action: 'Revisit' },
    { started: false, completedCount: 0, moduleCount: 0, setAside: false, action: 'Start' },
  ])('$completedCount of $moduleCount done, started $started, set aside $setAside: $action', ({ action, ...edit }) => {
    expect(editAction(edit)).toBe(action);
  });
});
