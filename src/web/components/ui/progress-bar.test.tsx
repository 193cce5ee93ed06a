import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it.each([
    [{ value: 42.4 }, '42', '42%', '42%'],
    [{ value: 130 }, '100', '100%', '100%'],
    [{ value: -5 }, '0', '0%', '0%'],
    [{ value: 2, max: 7, words: () => '2 of 7 modules done' }, '2', '2 of 7 modules done', '29%'],
    [{ value: 0, max: 0 }, '0', '0%', '0%'],
  ])('%o is %s, said as %s, drawn at %s', (props, now, words, width) => {
    render(<ProgressBar label="Progress" {...props} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', now);
    expect(bar).toHaveAttribute('aria-valuetext', words);
    expect(bar.firstElementChild).toHaveStyle({ width });
  });
});
