import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

/** A form whose submit button is pending while its (never-ending) save runs, as a mutation's is. */
function SaveForm({ onSave }: { onSave: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
        setSaving(true);
      }}
    >
      <input aria-label="Name" />
      <Button type="submit" pending={saving}>
        Save
      </Button>
    </form>
  );
}

describe('Button pending', () => {
  it('keeps focus on the pressed button while its work runs, where disabled would drop it to the page', async () => {
    render(<SaveForm onSave={() => undefined} />);
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toBeEnabled();
    expect(save).toHaveFocus();
  });

  it('ignores presses and Enter in the form while pending: the form is sent once', async () => {
    const onSave = vi.fn();
    render(<SaveForm onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Maya{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('calls onClick when not pending, and not while pending', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Go</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    rerender(
      <Button onClick={onClick} pending>
        Go
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Go' })).not.toHaveAttribute('disabled');
  });
});
