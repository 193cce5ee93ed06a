import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { sofiaStream, stubChat } from '../testing/stream';
import SofiaVoicePage from './sofia-voice-page';

await vi.hoisted(async () => {
  const web = await import('node:stream/web');
  Object.assign(globalThis, { TransformStream: web.TransformStream, TextDecoderStream: web.TextDecoderStream });
});

const status = { engine: 'built-in', voice: { realtime: false }, dailyLimit: 200, usedToday: 0, hasSofia: true };
const conversation = { id: 'c-1', title: 'New conversation', updatedAt: '2026-11-27T06:00:00.000Z', messageCount: 0 };

describe('/sofia/voice', () => {
  it('says Sofia’s replies with the browser’s voice, and offers writing where the browser cannot listen', async () => {
    const spoken: string[] = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        constructor(public text: string) {}
      },
    );
    vi.stubGlobal('speechSynthesis', { speak: (u: { text: string }) => spoken.push(u.text), cancel: vi.fn(), getVoices: () => [] });
    const mock = stubFetch({
      ...signedInRoutes(null, { tier: 'premium' }),
      '/api/sofia/status': { body: status },
      'POST /api/sofia/conversations': { status: 201, body: { conversation } },
    });
    stubChat(mock, () => sofiaStream([], 'Let us breathe together.'));
    renderPage(<SofiaVoicePage />, { path: '/sofia/voice', route: '/sofia/voice' });
    // jsdom has no speech recognition: no push-to-talk, the box instead.
    expect(await screen.findByText(/This browser cannot listen/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Press to talk' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Or write to Sofia' }), 'Can we breathe?{Enter}');
    expect(await screen.findByText('Let us breathe together.')).toBeInTheDocument();
    await vi.waitFor(() => expect(spoken).toEqual(['Let us breathe together.']));

    await user.click(screen.getByRole('button', { name: 'Mute Sofia’s voice' }));
    expect(screen.getByRole('button', { name: 'Let Sofia speak again' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a welcome starter and puts focus in the box, as the starters leave', async () => {
    const mock = stubFetch({
      ...signedInRoutes(null, { tier: 'premium' }),
      '/api/sofia/status': { body: status },
      'POST /api/sofia/conversations': { status: 201, body: { conversation } },
    });
    const { sent } = stubChat(mock, () => sofiaStream([], 'I listen, and we breathe or reframe together.'));
    renderPage(<SofiaVoicePage />, { path: '/sofia/voice', route: '/sofia/voice' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'What can you do?' }));
    const box = screen.getByRole('textbox', { name: 'Or write to Sofia' });
    expect(box).toHaveFocus();
    expect(await screen.findByText('I listen, and we breathe or reframe together.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What can you do?' })).not.toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(sent[0]!.messages[0]!.parts[0]!.text).toBe('What can you do?');
  });
});
