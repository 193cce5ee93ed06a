import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BreathPacer } from './breath-pacer';
import { PracticeSteps } from './practice-steps';
import { PracticeTimer } from './practice-timer';

const FOUR_SEVEN_EIGHT = { inhale: 4, hold: 7, exhale: 8, rest: 0 };

/** The polite live region of a guide: what a screen reader hears. */
const spoken = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!.textContent;
const tick = (seconds: number) =>
  act(() => {
    vi.advanceTimersByTime(seconds * 1000);
  });

/** Makes prefers-reduced-motion answer `reduce` (or not) for this test. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BreathPacer', () => {
  it('walks through inhale, hold and exhale with a countdown, announcing each phase once', () => {
    prefersReducedMotion(false);
    const { container } = render(<BreathPacer pattern={FOUR_SEVEN_EIGHT} rounds={2} />);
    expect(screen.getByTestId('phase-word')).toHaveTextContent('Ready when you are');
    expect(screen.getByText('2 rounds, about 38 seconds')).toBeInTheDocument();
    expect(spoken(container)).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('phase-word')).toHaveTextContent('Breathe in');
    expect(screen.getByTestId('phase-count')).toHaveTextContent('4');
    expect(spoken(container)).toBe('Breathe in. Round 1 of 2');

    // The count goes down each second; what is spoken does not change until the phase does.
    tick(1);
    expect(screen.getByTestId('phase-count')).toHaveTextContent('3');
    expect(spoken(container)).toBe('Breathe in. Round 1 of 2');
    tick(3);
    expect(screen.getByTestId('phase-word')).toHaveTextContent('Hold');
    expect(screen.getByTestId('phase-count')).toHaveTextContent('7');
    expect(spoken(container)).toBe('Hold. Round 1 of 2');
    tick(7);
    expect(screen.getByTestId('phase-word')).toHaveTextContent('Breathe out');
    expect(screen.getByTestId('phase-count')).toHaveTextContent('8');
    tick(8);
    expect(spoken(container)).toBe('Breathe in. Round 2 of 2');
    expect(screen.getByText('Round 2 of 2')).toBeInTheDocument();

    tick(19);
    expect(screen.getByTestId('phase-word')).toHaveTextContent('Well done');
    expect(spoken(container)).toBe('Finished. Take a moment to notice how you feel.');
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
  });

  it('pauses where it is, resumes, and stops back to the beginning with focus on Start', () => {
    prefersReducedMotion(false);
    const { container } = render(<BreathPacer pattern={FOUR_SEVEN_EIGHT} rounds={1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    tick(5);
    expect(screen.getByTestId('phase-word')).toHaveTextContent('Hold');
    expect(screen.getByTestId('phase-count')).toHaveTextContent('6');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(spoken(container)).toBe('Paused.');
    tick(10);
    expect(screen.getByTestId('phase-count')).toHaveTextContent('6');

    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    tick(1);
    expect(screen.getByTestId('phase-count')).toHaveTextContent('5');

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(spoken(container)).toBe('Stopped.');
    expect(screen.getByTestId('phase-word')).toHaveTextContent('Ready when you are');
    expect(screen.queryByTestId('phase-count')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('grows the circle on the in-breath and shrinks it on the out-breath', () => {
    prefersReducedMotion(false);
    render(<BreathPacer pattern={FOUR_SEVEN_EIGHT} rounds={1} />);
    const circle = screen.getByTestId('breath-circle');
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(circle.style.transform)![1]);
    expect(scale()).toBeCloseTo(0.55);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const early = scale();
    tick(3);
    expect(scale()).toBeGreaterThan(early);
    expect(scale()).toBeCloseTo(1);
    tick(8); // through the hold, one second into the out-breath
    const exhaling = scale();
    tick(4);
    expect(scale()).toBeLessThan(exhaling);
  });

  it('with reduced motion shows no scaling circle, only the phase words and a countdown', () => {
    prefersReducedMotion(true);
    const { container } = render(<BreathPacer pattern={FOUR_SEVEN_EIGHT} rounds={1} />);
    expect(screen.queryByTestId('breath-circle')).not.toBeInTheDocument();
    expect(container.querySelector('[style*="scale"]')).toBeNull();
    expect(container.querySelector('[data-guide="words"]')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('phase-word')).toHaveTextContent('Breathe in');
    expect(screen.getByTestId('phase-count')).toHaveTextContent('4');
    tick(4);
    expect(screen.getByTestId('phase-word')).toHaveTextContent('Hold');
    expect(spoken(container)).toBe('Hold');
    expect(container.querySelector('[style*="scale"]')).toBeNull();
  });
});

describe('PracticeTimer', () => {
  it('counts down, pauses, resets, and announces the end', () => {
    const { container } = render(<PracticeTimer seconds={60} />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('1:00');

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    tick(1);
    expect(timer).toHaveTextContent('0:59');
    expect(spoken(container)).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    tick(5);
    expect(timer).toHaveTextContent('0:59');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(timer).toHaveTextContent('1:00');
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    tick(59);
    expect(timer).toHaveTextContent('0:01');
    expect(spoken(container)).toBe('');
    tick(1);
    expect(timer).toHaveTextContent('0:00');
    expect(spoken(container)).toBe('Time is up. Take a moment before you move on.');
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    tick(5);
    expect(timer).toHaveTextContent('0:00');
  });

  it('names its buttons and clock after the practice when given one', () => {
    render(<PracticeTimer seconds={60} name="Look at the horizon" />);
    expect(screen.getByRole('timer', { name: 'Time left for Look at the horizon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start, Look at the horizon' })).toBeInTheDocument();
  });
});

describe('PracticeSteps', () => {
  const STEPS = ['Sit down.', 'Notice your jaw.', 'Let your shoulders drop.'];

  it('shows one step at a time with Back and Next, and a closing note after the last', () => {
    render(<PracticeSteps steps={STEPS} />);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Sit down.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Notice your jaw.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Sit down.')).toBeInTheDocument();
    // Back is disabled on the first step: focus moves on to Next rather than falling to the page.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByText('All 3 steps done. Take a moment to notice how you feel.')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Go through again' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('can show every step as a checklist instead', () => {
    render(<PracticeSteps steps={STEPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show all steps as a checklist' }));
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Notice your jaw.' }));
    expect(screen.getByText('1 of 3 steps done')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sit down.' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Let your shoulders drop.' }));
    expect(screen.getByText('All 3 steps done. Well done.')).toBeInTheDocument();
  });

  it('keeps each way’s place when switching between them', () => {
    render(<PracticeSteps steps={STEPS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show all steps as a checklist' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sit down.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show one step at a time' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all steps as a checklist' }));
    expect(screen.getByRole('checkbox', { name: 'Sit down.' })).toBeChecked();
    expect(screen.getByText('1 of 3 steps done')).toBeInTheDocument();
  });
});
