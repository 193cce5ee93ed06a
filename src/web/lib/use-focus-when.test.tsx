import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusWhen } from './use-focus-when';

function Replaced({ shown }: { shown: boolean }) {
  const heading = useFocusWhen<HTMLHeadingElement>(shown);
  return shown ? (
    <h2 ref={heading} tabIndex={-1}>
      Next step
    </h2>
  ) : (
    <button type="button">First step</button>
  );
}

describe('useFocusWhen', () => {
  it.each([
    { first: false, then: true, focused: true, why: 'the view has just replaced the one that held focus' },
    { first: true, then: true, focused: false, why: 'the view was there from the start: the page keeps its own focus' },
  ])('focus moves: $focused when $why', ({ first, then, focused }) => {
    const view = render(<Replaced shown={first} />);
    view.rerender(<Replaced shown={then} />);
    const heading = screen.getByRole('heading', { name: 'Next step' });
    if (focused) expect(heading).toHaveFocus();
    else expect(heading).not.toHaveFocus();
  });

  it('does not take focus again on later renders', () => {
    const view = render(<Replaced shown={false} />);
    view.rerender(<Replaced shown />);
    const heading = screen.getByRole('heading', { name: 'Next step' });
    heading.blur();
    view.rerender(<Replaced shown />);
    expect(heading).not.toHaveFocus();
  });
});
