import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSkeleton } from '../page-skeleton';
import { Skeleton, SkeletonBlock } from './skeleton';
import { SkeletonLines } from './skeleton-lines';

describe('Skeleton (decision 073)', () => {
  it('is a busy status that says what is loading to screen readers only, its shapes hidden from them', () => {
    render(
      <Skeleton label="Loading your journey...">
        <SkeletonBlock className="h-8" />
        <SkeletonLines lines={3} wideLines={2} text="text-lg" />
      </Skeleton>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAccessibleName('');
    expect(screen.getByText('Loading your journey...')).toHaveClass('sr-only');
    for (const shape of status.querySelectorAll('.animate-pulse')) {
      expect(shape).toHaveClass('motion-reduce:animate-none');
      expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('draws lines one line-height high in the text’s style: three on a phone, two from sm up', () => {
    const { container } = render(<SkeletonLines lines={3} wideLines={2} text="text-lg" />);
    const lines = [...container.firstElementChild!.children];
    expect(container.firstElementChild).toHaveClass('text-lg');
    expect(lines).toHaveLength(3);
    expect(lines.every((line) => line.classList.contains('h-[1lh]'))).toBe(true);
    expect(lines[2]).toHaveClass('sm:hidden');
    expect(lines[1]).not.toHaveClass('sm:hidden');
  });

  it('gives the page skeleton a label', () => {
    render(<PageSkeleton label="Checking your access..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access...');
  });
});
