import type { StageProps } from '../lib/stage-props';
import { ScriptEditor } from './script-editor';
import { StageFooter } from './stage-footer';

/** Stage 6: the scripts for the hard talks, editable and saved. */
export function StageConversations(props: StageProps) {
  const { content, state, save, unsaved } = props;
  return (
    <div className="flex flex-col gap-4">
      <p>{content.conversations.intro}</p>
      {content.conversations.scripts.map((script) => (
        <ScriptEditor key={script.id} script={script} saved={state.scripts[script.id]} save={save} unsaved={unsaved} />
      ))}
      <StageFooter stage="conversations" {...props} />
    </div>
  );
}
