import { useQuery } from '@tanstack/react-query';
import { assessmentHubQuery } from '#web/features/assessments/api/get-assessment-hub';

/** GET /api/assessments (member): each assessment's status, attempts and latest result (the assessments feature's query). */
export function useAssessmentStatus() {
  return useQuery(assessmentHubQuery);
}
