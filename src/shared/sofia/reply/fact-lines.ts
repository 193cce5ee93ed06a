import { type FactMeasure, MEASURE_WORDS, type MemberFacts } from '../facts';
import type { CitedFact, ReplyIntent } from './types';

/** One sentence quoting the member's own data, and the facts it quotes. */
export interface FactLine {
  sentence: string;
  cited: CitedFact[];
}

type Source = FactMeasure | 'assessment' | 'soulprint' | 'journal' | 'edit';

/** Which of the member's facts fits each intent, best first; the first one present is quoted. */
export const FACT_ORDER: Record<ReplyIntent, Source[]> = {
  stress: ['stress', 'assessment'],
  sleep: ['sleep', 'energy'],
  work_pressure: ['work', 'stress', 'assessment'],
  low_mood: ['connection', 'energy', 'journal'],
  exhaustion: ['energy', 'sleep', 'soulprint'],
  boundaries: ['edit', 'work', 'assessment'],
  greeting: ['edit', 'energy'],
  help: [],
  unknown: [],
};

const checkins = (n: number) => (n === 1 ? 'check-in' : `${n} check-ins`);
/** A gap between the latest rating and the average worth saying. */
const LATEST_GAP = 1.5;

function measureLine(facts: MemberFacts, measure: FactMeasure, variant: number): FactLine | null {
  const c = facts.checkins;
  if (!c) return null;
  const m = c.measures[measure];
  const key = `checkins.measures.${measure}`;
  const words = MEASURE_WORDS[measure];
  if (c.recentCount === 1) {
    return { sentence: `Your last check-in put your ${words} at ${m.latest}.`, cited: [{ key: `${key}.latest`, value: m.latest }] };
  }
  const cited: CitedFact[] = [
    { key: `${key}.recentAverage`, value: m.recentAverage },
    { key: 'checkins.recentCount', value: c.recentCount },
  ];
  const opening =
    variant % 2 === 0
      ? `Your ${words} averaged ${m.recentAverage} over your last ${checkins(c.recentCount)}`
      : `Across your last ${checkins(c.recentCount)}, your ${words} averaged ${m.recentAverage}`;
  let change = '';
  if (m.previousAverage !== null && m.trend) {
    cited.push({ key: `${key}.previousAverage`, value: m.previousAverage });
    change =
      m.trend === 'steady' ? `, about where it was before (${m.previousAverage})` : `, ${m.trend} from ${m.previousAverage} before that`;
  }
  let latest = '';
  if (Math.abs(m.latest - m.recentAverage) >= LATEST_GAP) {
    cited.push({ key: `${key}.latest`, value: m.latest });
    latest = `, and your latest was ${m.latest}`;
  }
  return { sentence: `${opening}${change}${latest}.`, cited };
}

function otherLine(facts: MemberFacts, source: Exclude<Source, FactMeasure>): FactLine | null {
  switch (source) {
    case 'assessment': {
      const a = facts.assessment;
      if (!a?.result) return null;
      return { sentence: `Your ${a.title} result was ${a.result}.`, cited: [{ key: 'assessment.result', value: a.result }] };
    }
    case 'soulprint': {
      const archetype = facts.soulprint.archetype;
      if (!archetype) return null;
      return { sentence: `Your SoulPrint shows a ${archetype} pattern.`, cited: [{ key: 'soulprint.archetype', value: archetype }] };
    }
    case 'journal': {
      const themes = facts.journal?.themes ?? [];
      if (themes.length === 0) return null;
      const list = themes.length === 1 ? themes[0]! : `${themes.slice(0, -1).join(', ')} and ${themes.at(-1)}`;
      return { sentence: `Lately your journal has come back to ${list}.`, cited: [{ key: 'journal.themes', value: list }] };
    }
    case 'edit': {
      const e = facts.edits.find((x) => x.status === 'in_progress');
      if (!e) return null;
      if (e.completedModules === 0) {
        return { sentence: `You have started “${e.title}”.`, cited: [{ key: 'edits.title', value: e.title }] };
      }
      return {
        sentence: `You are ${e.completedModules} of ${e.totalModules} modules into “${e.title}”.`,
        cited: [
          { key: 'edits.completedModules', value: e.completedModules },
          { key: 'edits.totalModules', value: e.totalModules },
        ],
      };
    }
  }
}

const isMeasure = (source: Source): source is FactMeasure => source in MEASURE_WORDS;

/** The one fact that fits the intent, or null when the member's data has none (then Sofia asks instead). */
export function factLine(intent: ReplyIntent, facts: MemberFacts, variant: number): FactLine | null {
  for (const source of FACT_ORDER[intent]) {
    const line = isMeasure(source) ? measureLine(facts, source, variant) : otherLine(facts, source);
    if (line) return line;
  }
  return null;
}
