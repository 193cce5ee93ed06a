import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useDisclosure } from './use-disclosure';

function Disclosure() {
  const more = useDisclosure();
  return (
    <>
      <button {...more.button}>More</button>
      <div {...more.panel}>{more.open && 'The rest'}</div>
    </>
  );
}

describe('useDisclosure', () => {
  it('shows and hides its panel from a plain button that says so', async () => {
    render(<Disclosure />);
    const button = screen.getByRole('button', { name: 'More' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('The rest');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });
});
