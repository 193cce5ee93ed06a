import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { sofiaStream, stubChat } from '../testing/stream';
import SofiaChatPage from './sofia-chat-page';

// The ai SDK reads the stream with web streams the jsdom test context lacks: Node's own.
await vi.hoisted(async () => {
  const web = await import('node:stream/web');
  Object.assign(globalThis, { TransformStream: web.TransformStream, TextDecoderStream: web.TextDecoderStream });
});

afterEach(() => {
  sessionStorage.clear();
});

const conversation = { id: 'c-1', title: 'New conversation', updatedAt: '2026-11-27T06:00:00.000Z', messageCount: 0 };
const lines = [
  { label: '988 Suicide & Crisis Lifeline (United States)', contact: 'Call or text 988', href: 'tel:988' },
  { label: 'Samaritans (UK and Ireland)', contact: 'Call 116 123, free, day or night', href: 'tel:116123' },
];
const crisis = (tier: 1 | 2) => ({
  type: 'data-crisis' as const,
  data: {
    tier,
    region: 'United States',
    lines,
    emergency: 'If you are in immediate danger, call your local emergency number.',
    safetyPlan: { label: 'Open your safety plan', href: '/safety-plan' },
    grounding: { label: 'Ground with me' },
    ...(tier === 2
      ? {
          followUp: {
            question: 'Are you having thoughts of ending your life?',
            answers: [
              { id: 'yes', label: 'Yes' },
              { id: 'no', label: 'No' },
              { id: 'not-sure', label: 'Not sure' },
            ],
          },
        }
      : {}),
  },
});

function openChat(path = '/sofia/chat', extra: Parameters<typeof stubFetch>[0] = {}) {
  const mock = stubFetch({
    ...signedInRoutes(null, { tier: 'premium' }),
    'POST /api/sofia/conversations': { status: 201, body: { conversation } },
    ...extra,
  });
  return { mock, ...renderPage(<SofiaChatPage />, { path, route: '/sofia/chat' }) };
}

const box = () => screen.getByRole('textbox', { name: 'Message Sofia' });

describe('/sofia/chat', () => {
  it('offers a member with Sofia ways to begin', async () => {
    openChat();
    expect(await screen.findByRole('button', { name: 'Can we do 4-7-8 breathing?' })).toBeInTheDocument();
  });

  it('sends a welcome starter and puts focus in the box, as the starters leave', async () => {
    const { mock } = openChat();
    const { sent } = stubChat(mock, () => sofiaStream([], 'Stress is heavy. Let us find one small step.'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I feel stressed' }));
    // The starter button is gone once the message shows: focus waits in the box, not on the page.
    expect(box()).toHaveFocus();
    expect(await screen.findByText('Stress is heavy. Let us find one small step.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I feel stressed' })).not.toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(sent[0]!.messages[0]!.parts[0]!.text).toBe('I feel stressed');
  });

  // Review 6, finding 8: focus went to the box below the fold while the page scrolled to the card above it.
  it('keeps the focused box in view once the reply has drawn, with the new turn just above it', async () => {
    const { mock } = openChat();
    stubChat(mock, () => sofiaStream([], 'Let us do 4 cycles of 4-7-8 breathing together.'));
    const scrolled: Element[] = [];
    // jsdom has no scrolling: this records what the page asks to bring into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Can we do 4-7-8 breathing?' }));
    expect(await screen.findByText('Let us do 4 cycles of 4-7-8 breathing together.')).toBeInTheDocument();
    await waitFor(() => expect(box()).toBeEnabled());
    expect(box()).toHaveFocus();
    await waitFor(() => expect(scrolled.at(-1)).toBe(screen.getByRole('form', { name: 'Write to Sofia' })));
  });

  it('says calmly how many messages are left once few are, and follows the count after a reply', async () => {
    let used = 52;
    const { mock } = openChat('/sofia/chat', {
      '/api/sofia/status': () => ({
        body: { engine: 'built-in', voice: { realtime: false }, dailyLimit: 60, usedToday: used, hasSofia: true },
      }),
    });
    stubChat(mock, () => {
      used += 1;
      return sofiaStream([], 'Let us find one small step.');
    });
    expect(await screen.findByRole('button', { name: 'I feel stressed' })).toBeInTheDocument();
    expect(await screen.findByText(/^8 messages with Sofia left today\. They start again at midnight UTC/)).toHaveAttribute(
      'role',
      'status',
    );
    const user = userEvent.setup();
    await user.type(box(), 'I feel stressed{Enter}');
    expect(await screen.findByText(/^7 messages with Sofia left today/)).toBeInTheDocument();
  });

  it('once today’s messages are used up, says so instead of offering starters, and keeps the box open', async () => {
    openChat('/sofia/chat', {
      '/api/sofia/status': { body: { engine: 'built-in', voice: { realtime: false }, dailyLimit: 60, usedToday: 60, hasSofia: true } },
    });
    expect(await screen.findByText('You have had today’s conversations with Sofia')).toBeInTheDocument();
    expect(screen.getByText(/They start again at midnight UTC/)).toHaveTextContent(
      /write to Sofia anyway: she will always show you people who can help/,
    );
    expect(screen.getByRole('link', { name: 'Reset Room' })).toHaveAttribute('href', '/reset-room');
    expect(screen.queryByRole('button', { name: 'I feel stressed' })).not.toBeInTheDocument();
    // A message about safety is always answered: the box takes it.
    expect(box()).toBeEnabled();
  });

  it('tells a free member at once what stays open, instead of openers that lead to the upgrade card', async () => {
    openChat('/sofia/chat', signedInRoutes(null, { tier: 'free' }));
    expect(await screen.findByText(/Conversations with me come with Premium and Elite/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reset Room' })).toHaveAttribute('href', '/reset-room');
    expect(screen.getByRole('link', { name: 'what Premium includes' })).toHaveAttribute('href', '/memberships');
    expect(screen.queryByRole('button', { name: 'Can we do 4-7-8 breathing?' })).not.toBeInTheDocument();
    // The safety parts stay open: the box still takes a message.
    expect(box()).toBeEnabled();
  });

  it('starts a conversation with the first message, streams Sofia’s reply and announces it once finished', async () => {
    const { mock, router } = openChat();
    const { sent } = stubChat(mock, () =>
      sofiaStream(
        [{ type: 'data-quick-replies', data: { replies: ['4-7-8 breathing'] } }],
        'Your stress averaged 7.6 over your last 5 check-ins.',
      ),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Message Sofia' }), 'I feel <b>stressed</b>{Enter}');
    const turns = await screen.findByRole('list', { name: 'Conversation' });
    expect(await within(turns).findByText('Your stress averaged 7.6 over your last 5 check-ins.')).toBeInTheDocument();
    // The member's words as text, never HTML.
    expect(within(turns).getByText('I feel <b>stressed</b>')).toBeInTheDocument();
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
    expect(screen.getByText('Sofia: Your stress averaged 7.6 over your last 5 check-ins.')).toHaveAttribute('aria-live', 'polite');
    expect(router.state.location.search).toBe('?c=c-1');
    // Only the newest message goes; the server keeps the history.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.messages).toHaveLength(1);
    expect(typeof sent[0]!.timeZone).toBe('string');

    await user.type(box(), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(box()).toHaveFocus();
    await waitFor(() => expect(sent).toHaveLength(2));
    await user.click(within(turns).getByRole('button', { name: '4-7-8 breathing' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]!.messages[0]!.parts[0]!.text).toBe('4-7-8 breathing');
  });

  it('shows the crisis card first with the lines, asks Yes / No / Not sure, and keeps the banner', async () => {
    const { mock } = openChat();
    const { sent } = stubChat(mock, (text) =>
      text === 'No' ? sofiaStream([], 'Thank you for telling me.') : sofiaStream([crisis(2)], 'What you wrote sounds heavy.'),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Message Sofia' }), 'what is the point of anything{Enter}');
    const card = await screen.findByRole('region', { name: 'You do not have to carry this alone' });
    expect(within(card).getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(card).getByRole('link', { name: /Open your safety plan/ })).toHaveAttribute('href', '/safety-plan');
    // The card comes before Sofia's words in the turn.
    const turn = card.closest('li')!;
    expect(turn.querySelector('section')).toBe(card);
    // The banner says where each line answers, as the card does (heading level under the page's h1).
    const banner = screen.getByRole('complementary', { name: 'Support is here' });
    expect(within(banner).getByText(/Samaritans \(UK and Ireland\):/)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('You do not have to carry this alone');
    const question = within(card).getByRole('group', { name: 'Are you having thoughts of ending your life?' });
    await user.click(within(question).getByRole('button', { name: 'No' }));
    // The answer's button is disabled a moment later: focus waits in the box, not on the page.
    expect(box()).toHaveFocus();
    expect(await screen.findByText('Thank you for telling me.')).toBeInTheDocument();
    expect(sent.at(-1)!.messages[0]!.parts[0]!.text).toBe('No');
    // The chat goes on, the banner stays, and the old question can no longer be answered.
    expect(screen.getByRole('complementary', { name: 'Support is here' })).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Yes' })).toBeDisabled();
  });

  it('keeps what was typed and says the server’s words when a message cannot go', async () => {
    const { mock } = openChat();
    stubChat(
      mock,
      () =>
        new Response(
          JSON.stringify({ title: 'Too Many Requests', status: 429, detail: 'You have written to Sofia a lot today. Come back tomorrow.' }),
          {
            status: 429,
            headers: { 'content-type': 'application/problem+json' },
          },
        ),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Message Sofia' }), 'Hello Sofia{Enter}');
    expect(await screen.findByText('You have written to Sofia a lot today. Come back tomorrow.')).toBeInTheDocument();
    expect(box()).toHaveValue('Hello Sofia');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Conversation' })?.querySelectorAll(':scope > li') ?? []).toHaveLength(0);
  });

  it('opens an earlier conversation with its history, and the banner when a crisis happened in it', async () => {
    openChat('/sofia/chat?c=c-9', {
      '/api/sofia/conversations/c-9/messages': {
        body: {
          crisis: true,
          messages: [
            { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Box breathing please' }] },
            {
              id: 'a1',
              role: 'assistant',
              parts: [
                { type: 'text', text: 'Breathe in for 4.' },
                {
                  type: 'data-exercise',
                  data: {
                    state: { exercise: 'box-breathing', round: 0 },
                    prompt: {
                      text: 'Breathe in for 4.',
                      breath: {
                        pattern: { inhale: 4, hold: 4, exhale: 4, rest: 4 },
                        phases: [],
                        round: 1,
                        rounds: 4,
                        secondsPerRound: 16,
                      },
                    },
                    done: false,
                  },
                },
              ],
            },
          ],
        },
      },
    });
    const card = await screen.findByRole('group', { name: 'Box breathing' });
    expect(card).toHaveTextContent('cycle 1 of 4');
    // The Reset Room's pacer for this cycle.
    expect(within(card).getByRole('button', { name: 'Start, Box breathing, cycle 1' })).toBeInTheDocument();
    expect(screen.getByText('Box breathing please')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Support is here' })).toBeInTheDocument();
  });
});
