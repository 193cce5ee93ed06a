import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton } from './confirm-button';

afterEach(() => vi.restoreAllMocks());

describe('ConfirmButton', () => {
  it.each([
    ['does the change when the person says OK', true, 1],
    ['leaves everything as it was when the person cancels', false, 0],
  ])('%s', async (_what, answer, calls) => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(answer);
    const onConfirmed = vi.fn();
    render(
      <ConfirmButton variant="ghost" confirm="Delete this post? This cannot be undone." onConfirmed={onConfirmed}>
        Delete
      </ConfirmButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this post? This cannot be undone.');
    expect(onConfirmed).toHaveBeenCalledTimes(calls);
  });

  it('is a plain button, never a form submit', () => {
    render(
      <ConfirmButton confirm="Sure?" onConfirmed={() => {}}>
        Go
      </ConfirmButton>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });
});
