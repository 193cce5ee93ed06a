import { Pause, Play, RotateCcw, Square } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#web/components/ui/button';
import type { ClockStatus } from '../lib/use-second-clock';

interface GuideControlsProps {
  status: ClockStatus;
  onStart: () => void;
  onPause: () => void;
  onStop: () => void;
  /** "Stop" for a pacer, "Reset" for a timer. */
  stopLabel: 'Stop' | 'Reset';
  /** Names the guide for the buttons ("Start, 4-7-8 Breath"), when a page has more than one. */
  name?: string;
}

/**
 * Start / Pause / Resume in one button that stays in place (so focus stays on it), and Stop or
 * Reset beside it once something has run. After Stop, focus goes back to the main button.
 */
export function GuideControls({ status, onStart, onPause, onStop, stopLabel, name }: GuideControlsProps) {
  const mainRef = useRef<HTMLButtonElement>(null);
  const running = status === 'running';
  const label = running ? 'Pause' : status === 'paused' ? 'Resume' : status === 'done' ? 'Start again' : 'Start';
  const Icon = running ? Pause : status === 'done' ? RotateCcw : Play;
  const named = (text: string) => (name ? `${text}, ${name}` : undefined);
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <Button ref={mainRef} onClick={running ? onPause : onStart} aria-label={named(label)} className="min-w-36">
        <Icon aria-hidden="true" strokeWidth={1.75} />
        {label}
      </Button>
      {status !== 'idle' && (
        <Button
          variant="outline"
          aria-label={named(stopLabel)}
          onClick={() => {
            onStop();
            mainRef.current?.focus();
          }}
        >
          {stopLabel === 'Stop' ? <Square aria-hidden="true" strokeWidth={1.75} /> : <RotateCcw aria-hidden="true" strokeWidth={1.75} />}
          {stopLabel}
        </Button>
      )}
    </div>
  );
}
