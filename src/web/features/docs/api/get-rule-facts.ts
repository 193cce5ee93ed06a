import { RuleFactsResponse } from '#shared/contracts/docs';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/docs/rule-facts (analyst): the wellness and personalisation rules with their constants. */
export function useRuleFacts() {
  return useFreshQuery(['docs', 'rule-facts'], '/api/admin/docs/rule-facts', RuleFactsResponse);
}
