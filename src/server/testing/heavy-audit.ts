import type { Actor } from '#shared/access/policy';
import { type AssessmentDefinition, allItems } from '#shared/assessments/definition';
import type { Answers } from '#shared/assessments/scoring';
import { callAs } from './requests';
import type { TestApp } from './test-app';

/** Takes the audit with every answer at its highest (heavy strain: a system_override result); answers the burnout type. */
export async function takeHeavyAudit(t: TestApp, actor: Actor): Promise<string> {
  const definition: AssessmentDefinition = (await callAs(t, actor, 'GET', '/api/assessments/operating-system-audit')).json().definition;
  const answers: Answers = {};
  for (const item of allItems(definition)) {
    const values = definition.scales.find((s) => s.id === item.scale)!.options.map((o) => o.value);
    answers[item.id] = item.safety ? 0 : item.reverse ? Math.min(...values) : Math.max(...values);
  }
  await callAs(t, actor, 'POST', '/api/assessments/operating-system-audit/submit', { answers });
  return (await callAs(t, actor, 'GET', '/api/soulprint/summary')).json().burnoutType;
}
