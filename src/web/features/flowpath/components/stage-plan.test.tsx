import { flowpathAt } from '#web/testing/flowpath-state';
import '#web/testing/dialog-polyfill';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FlowpathContent } from '#shared/flowpath/content';
import { StagePlan } from './stage-plan';

const content = { conversations: { scripts: [] }, options: { options: [] } } as unknown as FlowpathContent;
const milestone = {
  id: '2b0f4f0c-6f1e-4d7a-9a53-0c1d2e3f4a5b',
  horizon: 30,
  title: 'Talk to Sam about workload',
  dueOn: '2026-12-28',
  doneAt: null,
};
const state = flowpathAt('plan', {
  experiments: [],
  scripts: {},
  options: { notes: {}, leaning: null },
  plan: { startOn: '2026-11-28', emailReminders: false, milestones: [milestone], next: milestone },
});

describe('removing a saved milestone', () => {
  it('asks first; "Keep it" keeps it, and confirming removes it and puts focus in that day’s field', async () => {
    const save = vi.fn().mockResolvedValue({});
    render(<StagePlan content={content} state={state} save={save} saving={false} unsaved={new Map()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Talk to Sam about workload' }));
    expect(screen.getByRole('dialog', { name: 'Remove this milestone?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByText('Talk to Sam about workload')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Talk to Sam about workload' }));
    await user.click(screen.getByRole('button', { name: 'Remove milestone' }));
    expect(screen.queryByText('Talk to Sam about workload')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'A milestone for day 30' })).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('the plan as unsaved work', () => {
  it('counts an added milestone as unsaved until it is saved, and a saved plan in another order as saved', async () => {
    const unsaved = new Map();
    const save = vi.fn().mockResolvedValue({});
    const view = render(<StagePlan content={content} state={state} save={save} saving={false} unsaved={unsaved} />);
    expect(unsaved.size).toBe(0);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'A milestone for day 30' }), 'Ask for a quieter desk{Enter}');
    expect([...unsaved.keys()]).toEqual(['plan']);
    const second = { ...milestone, id: '3c1f5a1d-7a2f-4e8b-8b64-1d2e3f4a5b6c', title: 'Ask for a quieter desk' };
    view.rerender(
      <StagePlan
        content={content}
        state={{ ...state, plan: { ...state.plan, milestones: [second, milestone] } }}
        save={save}
        saving={false}
        unsaved={unsaved}
      />,
    );
    expect(unsaved.size).toBe(0);
  });

  it('keeps a milestone typed but not added: Finish (the unsaved work) saves it with the plan', async () => {
    const unsaved = new Map();
    const save = vi.fn().mockResolvedValue({});
    render(<StagePlan content={content} state={state} save={save} saving={false} unsaved={unsaved} />);
    const field = screen.getByRole('textbox', { name: 'A milestone for day 60' });
    await userEvent.setup().type(field, 'Book a week off');
    expect([...unsaved.keys()]).toEqual(['plan']);
    await act(() => unsaved.get('plan')());
    expect(save).toHaveBeenCalledWith({
      method: 'PUT',
      path: 'plan',
      body: {
        startOn: '2026-11-28',
        emailReminders: false,
        milestones: [
          { id: milestone.id, horizon: 30, title: 'Talk to Sam about workload' },
          { horizon: 60, title: 'Book a week off' },
        ],
      },
    });
    // It is listed with the plan now, and the field is empty for the next one.
    expect(screen.getByRole('button', { name: 'Remove Book a week off' })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });
});
