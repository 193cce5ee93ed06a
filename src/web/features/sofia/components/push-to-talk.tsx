import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';

/** The minimal surface of SpeechRecognition the page uses (not in TypeScript's DOM library). */
export interface Recognition {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

type RecognitionConstructor = new () => Recognition;

/** The browser's SpeechRecognition, or null where it has none (Firefox, most of the rest). */
export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

const NOT_ALLOWED = 'Your browser did not let Sofia use the microphone. You can write to her below instead.';
const DID_NOT_HEAR = 'Listening did not work just now (your browser may need a connection for it). Try again, or write to Sofia below.';

/**
 * Push-to-talk, only where the browser has speech recognition (issue 20; the voice page loads it
 * on its own, and it imports nothing of the page's). One press starts
 * listening, the next stops; what was heard goes to Sofia as the member's message.
 */
export default function PushToTalk({
  onTranscript,
  onListen,
  disabled,
}: {
  onTranscript: (text: string) => void;
  /** Listening starts (the page stops Sofia speaking). */
  onListen: () => void;
  disabled: boolean;
}) {
  const [Recognizer] = useState(recognitionConstructor);
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef<Recognition | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  if (!Recognizer) {
    return (
      <p className="text-muted-foreground">
        This browser cannot listen, so write to Sofia or tap a reply below. She will still answer out loud.
      </p>
    );
  }
  function start() {
    if (!Recognizer) return;
    onListen();
    setProblem(null);
    const recognition = new Recognizer();
    recognition.lang = 'en-US';
    recognition.interimResults = false;
    recognition.continuous = false;
    recognition.onresult = (event) => {
      const heard = Array.from(event.results, (result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (heard) onTranscript(heard);
    };
    recognition.onerror = (event) =>
      setProblem(event.error === 'not-allowed' || event.error === 'service-not-allowed' ? NOT_ALLOWED : DID_NOT_HEAR);
    recognition.onend = () => setListening(false);
    current.current = recognition;
    recognition.start();
    setListening(true);
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        size="lg"
        variant={listening ? 'destructive' : 'default'}
        aria-pressed={listening}
        disabled={disabled && !listening}
        onClick={() => (listening ? current.current?.stop() : start())}
        className="self-start"
      >
        {listening ? 'Stop and send' : 'Press to talk'}
      </Button>
      {problem && (
        <p role="alert" className="text-sm">
          {problem}
        </p>
      )}
    </div>
  );
}
