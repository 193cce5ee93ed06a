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
});
