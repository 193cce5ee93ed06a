import { z } from 'zod';
import { FACT_MEASURES, type MemberFacts } from '#shared/sofia/facts';
import { aiSdk } from '#server/platform/llm-answer';

/**
 * The tools the model may call: each reads the member's own facts (memberFacts, already scoped
 * to the session's member and to their consent), never another member's and never raw text.
 * The journal tool exists only when the member allowed personalisation.
 */
export async function sofiaTools(facts: MemberFacts, journal: boolean) {
  const { tool } = await aiSdk();
  const tools = {
    getCheckins: tool({
      description:
        "The member's check-in ratings (1 to 10): averages of the last 5 and the 5 before, the trend and the latest, per measure.",
      inputSchema: z.object({ measure: z.enum(FACT_MEASURES as [string, ...string[]]).optional() }),
      execute: async ({ measure }) => {
        const c = facts.checkins;
        if (!c) return { checkins: 0, note: 'No check-ins yet.' };
        const measures = measure ? { [measure]: c.measures[measure as keyof typeof c.measures] } : c.measures;
        return { checkins: c.count, recentCount: c.recentCount, previousCount: c.previousCount, latestAt: c.latestAt, measures };
      },
    }),
    getResults: tool({
      description: "The member's latest assessment result and SoulPrint (archetype and burnout type), in words.",
      inputSchema: z.object({}),
      execute: async () => ({ assessment: facts.assessment, soulprint: facts.soulprint }),
    }),
    getModules: tool({
      description: 'The Edits (reset paths) the member is working through or finished lately: modules done, total and the next module.',
      inputSchema: z.object({}),
      execute: async () => ({ edits: facts.edits }),
    }),
  };
  if (!journal || !facts.journal) return tools;
  const themes = facts.journal;
  return {
    ...tools,
    getJournalThemes: tool({
      description: "How many journal entries the member wrote lately and their most used tags (never the entries' text).",
      inputSchema: z.object({}),
      execute: async () => themes,
    }),
  };
}
