import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { useSofiaStatus } from '../api/get-status';
import { ConversationPage, type SessionProps } from '../components/conversation-page';
import { ConversationView } from '../components/conversation-view';
import type { RealtimeVoice } from '../lib/realtime-voice';
import { canSpeak, hush, speak } from '../lib/speech';
import { useSofiaChat } from '../lib/use-sofia-chat';

// Only where the server has the realtime speech service set up: its code loads then.
const RealtimeSwitch = lazy(() => import('../components/realtime-switch'));
// Loaded on its own: the page's chunk stays within its budget.
const PushToTalk = lazy(() => import('../components/push-to-talk'));

/**
 * /sofia/voice (issue 20): Sofia answers out loud with the device's voice; push-to-talk where the
 * browser can listen, quick replies and a text box everywhere; breathing paced aloud with the
 * visual pacer. With the realtime service set up, her full voice over WebRTC. Whatever is said
 * goes through the same chat endpoint, so the same safety check comes first.
 */
export default function SofiaVoicePage() {
  useEffect(() => hush, []);
  return (
    <ConversationPage
      title="Talk with Sofia"
      lead="Sofia answers out loud, in a calm voice. Talk, tap a reply or write: whichever feels easier right now."
      other={{ path: '/sofia/chat', label: 'Switch to writing' }}
      Session={VoiceSession}
    />
  );
}

function VoiceSession({ crisisBefore, ...options }: SessionProps) {
  const status = useSofiaStatus();
  const realtime = useRef<RealtimeVoice | null>(null);
  const [voiceOn, setVoiceOn] = useState(canSpeak);
  const say = useCallback(
    (text: string) => {
      if (!voiceOn) return;
      if (realtime.current) realtime.current.say(text);
      else speak(text);
    },
    [voiceOn],
  );
  const chat = useSofiaChat({
    ...options,
    onReply: (_message, text) => {
      hush();
      say(text);
    },
  });
  const send = (text: string) => void chat.send(text);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-card border border-sofia/40 bg-sofia/5 p-5">
        <Suspense fallback={null}>
          <PushToTalk onTranscript={send} onListen={hush} disabled={chat.busy} />
        </Suspense>
        {status.data?.voice.realtime && (
          <Suspense fallback={null}>
            <RealtimeSwitch onVoice={(voice) => (realtime.current = voice)} onTranscript={send} />
          </Suspense>
        )}
        {canSpeak() ? (
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" size="sm" aria-pressed={!voiceOn} onClick={() => setVoiceOn((on) => (on && hush(), !on))}>
              {voiceOn ? 'Mute Sofia’s voice' : 'Let Sofia speak again'}
            </Button>
            <Button variant="ghost" size="sm" onClick={hush}>
              Stop speaking
            </Button>
          </div>
        ) : (
          <p className="text-muted-foreground">This browser has no voice for Sofia, so her replies show as text below.</p>
        )}
      </div>
      <ConversationView chat={chat} crisisBefore={crisisBefore} onAnnounce={say} composerLabel="Or write to Sofia" />
    </div>
  );
}
