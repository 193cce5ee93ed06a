import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FlowpathState } from '#shared/contracts/flowpath';
import type { FlowpathContent } from '#shared/flowpath/content';
import { StageNav } from './stage-nav';

const content = {
  guide: {
    stages: [
      { id: 'stand', title: 'Where you stand' },
      { id: 'energy', title: 'Energy map' },
      { id: 'values', title: 'Values' },
    ],
  },
} as unknown as FlowpathContent;
const state = {
  progress: { stage: 'energy', completed: { stand: '2026-11-27T10:00:00.000Z' }, percent: 14, count: 1 },
} as unknown as FlowpathState;

describe('the FlowPath stage list', () => {
  it('opens a stage when pressed, and marks the open and the finished ones', async () => {
    const onOpen = vi.fn();
    render(<StageNav content={content} state={state} onOpen={onOpen} disabled={false} />);
    expect(screen.getByRole('button', { name: /^Where you stand ?\(finished\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Energy map' })).toHaveAttribute('aria-current', 'step');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Values' }));
    expect(onOpen).toHaveBeenCalledWith('values');
  });

  it('keeps every stage reachable by keyboard while a save is under way, and ignores presses', async () => {
    const onOpen = vi.fn();
    render(<StageNav content={content} state={state} onOpen={onOpen} disabled />);
    const user = userEvent.setup();
    // A list that scrolls sideways needs something focusable in it (axe: scrollable-region-focusable).
    await user.tab();
    expect(screen.getByRole('button', { name: /^Where you stand ?\(finished\)$/ })).toHaveFocus();
    for (const button of screen.getAllByRole('button')) {
      expect(button).toBeEnabled();
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Values' }));
    expect(onOpen).not.toHaveBeenCalled();
  });
});
