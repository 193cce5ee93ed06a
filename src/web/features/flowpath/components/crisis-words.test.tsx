import { flowpathAt } from '#web/testing/flowpath-state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Experiment } from '#shared/contracts/flowpath';
import type { ConversationsContent, FlowpathContent } from '#shared/flowpath/content';
import { CRISIS_COPY } from '#shared/safety/crisis';
import { ExperimentOutcome } from './experiment-outcome';
import { ScriptEditor } from './script-editor';
import { StageOptions } from './stage-options';

/** Review 6: FlowPath's free text shows the crisis card as crisis words are typed, as every surface does. */
const WORDS = 'Everyone would be better off without me.';
const card = () => screen.findByRole('region', { name: CRISIS_COPY.heading });

describe('crisis words in FlowPath', () => {
  it('in the notes on an option', async () => {
    const option = { id: 'leave', title: 'Leave', summary: 'Leave.', asks: [], risks: [], wouldHaveToBeTrue: [], areas: [] };
    const content = { options: { intro: 'Ways on.', options: [option] } } as unknown as FlowpathContent;
    const state = flowpathAt('options', { stand: { draining: [] }, options: { notes: {}, leaning: null } });
    render(<StageOptions content={content} state={state} save={vi.fn()} saving={false} unsaved={new Map()} />);
    expect(screen.queryByRole('region', { name: CRISIS_COPY.heading })).toBeNull();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Your notes on leave' }), WORDS);
    expect(await card()).toBeInTheDocument();
  });

  it('in the words of a conversation script', async () => {
    const script = {
      id: 'saying-no',
      title: 'Saying no',
      when: 'When asked.',
      prepare: [],
      script: 'No, thank you.',
      ifItGoesBadly: 'Pause.',
    };
    render(<ScriptEditor script={script as ConversationsContent['scripts'][number]} saved="" save={vi.fn()} unsaved={new Map()} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Your words for saying no' }), WORDS);
    expect(await card()).toBeInTheDocument();
  });

  it('in what the member noticed about an experiment', async () => {
    const experiment: Experiment = {
      id: '30000000-0000-4000-8000-000000000001',
      libraryId: null,
      kind: 'boundary',
      title: 'A real lunch',
      plan: 'Away from the desk',
      startOn: '2026-12-01',
      checkBackOn: '2026-12-11',
      result: null,
      resultNote: null,
      recordedAt: null,
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ExperimentOutcome experiment={experiment} unsaved={new Map()} onSaved={() => {}} />
      </QueryClientProvider>,
    );
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'What you noticed' }), WORDS);
    expect(await card()).toBeInTheDocument();
  });
});
