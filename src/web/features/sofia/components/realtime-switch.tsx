import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { createVoiceSession } from '../api/create-voice-session';
import { connectRealtimeVoice, type RealtimeVoice } from '../lib/realtime-voice';

const FAILED = 'Sofia’s full voice could not connect just now, so she speaks with your device’s voice instead.';

/**
 * Offered only when the server has the realtime speech service set up (GET /api/sofia/status):
 * connects with a short-lived key from POST /api/sofia/voice/session. `onVoice` gets the live
 * voice, or null when it closes; the device's voice is used whenever there is none.
 */
export default function RealtimeSwitch({
  onVoice,
  onTranscript,
}: {
  onVoice: (voice: RealtimeVoice | null) => void;
  onTranscript: (text: string) => void;
}) {
  const [state, setState] = useState<'off' | 'connecting' | 'on'>('off');
  const [problem, setProblem] = useState<string | null>(null);
  const voice = useRef<RealtimeVoice | null>(null);
  useEffect(() => () => voice.current?.close(), []);

  async function connect() {
    setState('connecting');
    setProblem(null);
    try {
      voice.current = await connectRealtimeVoice(await createVoiceSession(), onTranscript);
      onVoice(voice.current);
      setState('on');
    } catch {
      setProblem(FAILED);
      setState('off');
    }
  }

  function disconnect() {
    voice.current?.close();
    voice.current = null;
    onVoice(null);
    setState('off');
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        disabled={state === 'connecting'}
        onClick={() => void (state === 'on' ? disconnect() : connect())}
        className="self-start"
      >
        {state === 'on' ? 'Leave full voice' : state === 'connecting' ? 'Connecting...' : 'Use Sofia’s full voice'}
      </Button>
      {state === 'on' && <p className="text-sm text-muted-foreground">Sofia is listening. Speak whenever you are ready.</p>}
      {problem && (
        <p role="status" className="text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}
