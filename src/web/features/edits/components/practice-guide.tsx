import type { Practice } from '#shared/edits/definition';
import { BreathPacer } from './breath-pacer';
import { PracticeSteps } from './practice-steps';
import { PracticeTimer } from './practice-timer';

/** The guide a practice names: a timer, a paced breath or steps (modules and the Reset Room). */
export function PracticeGuide({
  practice,
  name,
  stepsSwitchable = true,
}: {
  practice: Practice;
  name?: string;
  stepsSwitchable?: boolean;
}) {
  switch (practice.guide) {
    case 'timer':
      return <PracticeTimer seconds={practice.seconds} name={name} />;
    case 'breath':
      return <BreathPacer pattern={practice.pattern} rounds={practice.rounds} name={name} />;
    case 'steps':
      return <PracticeSteps steps={practice.steps} name={name} switchable={stepsSwitchable} />;
  }
}
