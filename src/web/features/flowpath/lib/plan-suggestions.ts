import type { FlowpathState } from '#shared/contracts/flowpath';
import type { FlowpathContent } from '#shared/flowpath/content';
import type { Horizon } from '#shared/flowpath/plan-dates';

/** Milestones drawn from the earlier stages, for the member to add with one press. */
export function planSuggestions(content: FlowpathContent, state: FlowpathState): { horizon: Horizon; title: string }[] {
  const out: { horizon: Horizon; title: string }[] = [];
  for (const experiment of state.experiments) out.push({ horizon: 30, title: `Look back on "${experiment.title}"` });
  for (const id of Object.keys(state.scripts)) {
    const script = content.conversations.scripts.find((s) => s.id === id);
    if (script) out.push({ horizon: 60, title: `Have the conversation: ${script.title.toLowerCase()}` });
  }
  const leaning = content.options.options.find((o) => o.id === state.options.leaning);
  if (leaning) out.push({ horizon: 90, title: `Decide on the next step for "${leaning.title}"` });
  out.push({ horizon: 90, title: 'Take the Career Rebellion Index again and compare' });
  return out.map((s) => ({ ...s, title: s.title.slice(0, 120) }));
}
