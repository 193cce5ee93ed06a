import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_INSIGHT } from '#shared/journey/insight';
import { forgetDistress, markDistress } from '#web/lib/distress';
import { StrengthsAndNudges } from './strengths-and-nudges';

afterEach(() => forgetDistress());

const renderNudges = () =>
  render(
    <MemoryRouter>
      <StrengthsAndNudges insight={{ ...DEFAULT_INSIGHT, blockers: [] }} />
    </MemoryRouter>,
  );

describe('StrengthsAndNudges tone (issue 16)', () => {
  it('encourages when all is well', () => {
    renderNudges();
    expect(screen.getByText(/^Nothing is standing in your way right now\./)).toBeInTheDocument();
  });

  it('is gentle after a crisis answer or a low well-being score this session', () => {
    renderNudges();
    act(() => markDistress());
    expect(screen.queryByText(/Nothing is standing in your way/)).not.toBeInTheDocument();
    expect(screen.getByText(/^There is nothing you need to do today\./)).toBeInTheDocument();
  });
});
