import '#web/testing/dialog-polyfill';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Experiment } from '#shared/contracts/flowpath';
import { EXPERIMENT_KINDS, type ExperimentKind } from '#shared/flowpath/content';
import { TestProviders } from '#web/testing/test-providers';
import { ExperimentCard } from './experiment-card';

const experiment: Experiment = {
  id: '7d0c9a8e-1b1f-4c55-9f3e-3a4d2b1c0e9f',
  libraryId: null,
  kind: EXPERIMENT_KINDS[0],
  title: 'Protected morning hour',
  plan: 'No meetings before ten.',
  startOn: '2026-11-28',
  checkBackOn: '2026-12-12',
  result: 'gave',
  resultNote: 'Calmer',
  recordedAt: '2026-11-28T09:00:00.000Z',
};
const kindTitles = Object.fromEntries(EXPERIMENT_KINDS.map((k) => [k, `Kind ${k}`])) as Record<ExperimentKind, string>;

/** The card with the stage's status line, as stage-experiments shows it. */
function Harness() {
  const [status, setStatus] = useState('');
  return (
    <>
      <ExperimentCard experiment={experiment} kindTitles={kindTitles} unsaved={new Map()} onDone={setStatus} />
      <p>{status}</p>
    </>
  );
}

function setUp() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
    const body = init?.body ? { ...experiment, ...(JSON.parse(String(init.body)) as object) } : {};
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  render(
    <TestProviders>
      <Harness />
    </TestProviders>,
  );
  return { sent, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('a saved experiment', () => {
  it('is removed only after the member confirms, and "Keep it" keeps it', async () => {
    const { sent, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Remove Protected morning hour' }));
    expect(screen.getByRole('dialog', { name: 'Remove this experiment?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(sent.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Protected morning hour' }));
    await user.click(screen.getByRole('button', { name: 'Remove experiment' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'DELETE')!.url).toContain(experiment.id);
    expect(await screen.findByText('“Protected morning hour” was removed.')).toBeInTheDocument();
  });

  it('has its words and dates changed, keeping the recorded outcome out of the change', async () => {
    const { sent, user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Change Protected morning hour' }));
    const checkBack = screen.getByLabelText('Check-back date');
    await user.clear(checkBack);
    await user.type(checkBack, '2026-12-20');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(sent.find((r) => r.method === 'PATCH')!.body).toEqual({
      title: 'Protected morning hour',
      plan: 'No meetings before ten.',
      startOn: '2026-11-28',
      checkBackOn: '2026-12-20',
    });
    expect(await screen.findByText('Your changes to “Protected morning hour” are saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Protected morning hour' })).toHaveFocus();
  });
});
