import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardsSkeleton } from './cards-skeleton';

describe('CardsSkeleton', () => {
  it('is one busy status named in words, keeping each card’s frame and known heading out of the outline', () => {
    const { container } = render(
      <CardsSkeleton label="Loading your progress..." cards={[{ title: 'Your journey', body: 'h-56' }, { body: 'h-40' }]} />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading your progress...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Your journey')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.rounded-card')).toHaveLength(2);
    expect(container.querySelector('.h-56')).not.toBeNull();
  });
});
