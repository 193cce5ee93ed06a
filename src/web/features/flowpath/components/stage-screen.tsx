import type { ComponentType } from 'react';
import type { Stage } from '#shared/flowpath/content';
import type { StageProps } from '../lib/stage-props';
import { StageConversations } from './stage-conversations';
import { StageEnergy } from './stage-energy';
import { StageExperiments } from './stage-experiments';
import { StageOptions } from './stage-options';
import { StagePlan } from './stage-plan';
import { StageStand } from './stage-stand';
import { StageValues } from './stage-values';

const SCREENS: Record<Stage, ComponentType<StageProps>> = {
  stand: StageStand,
  energy: StageEnergy,
  values: StageValues,
  options: StageOptions,
  experiments: StageExperiments,
  conversations: StageConversations,
  plan: StagePlan,
};

/** One stage a screen: its heading, its words and its form, keyed by stage so each opens fresh from the saved path. */
export function StageScreen(props: StageProps) {
  const stage = props.state.progress.stage;
  const meta = props.content.guide.stages.find((s) => s.id === stage)!;
  const Screen = SCREENS[stage];
  const index = props.content.guide.stages.indexOf(meta) + 1;
  return (
    <section aria-labelledby="stage-title" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-muted-foreground">
          Stage {index} of {props.content.guide.stages.length}
        </p>
        <h2 id="stage-title" tabIndex={-1} className="font-serif text-3xl font-semibold outline-none">
          {meta.title}
        </h2>
        <p className="text-lg">{meta.intro}</p>
      </div>
      <Screen key={stage} {...props} />
    </section>
  );
}
