import { AssessmentTemplateResponse } from '#shared/contracts/docs';
import { useFreshQuery } from '#web/lib/api-hooks';

/** GET /api/admin/docs/assessment-template (analyst): the definition schema's fields and a real example. */
export function useAssessmentTemplate() {
  return useFreshQuery(['docs', 'assessment-template'], '/api/admin/docs/assessment-template', AssessmentTemplateResponse);
}
