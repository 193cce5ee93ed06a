import type { PageData } from '#web/app/start-page';
import { prefetchQuery } from '#web/lib/prefetch-queries';
import { assessmentHubQuery } from '../assessments/api/get-assessment-hub';
import { editListQuery } from '../edits/api/list-edits';
import { journeyQuery } from './api/get-journey';

/** The progress page's sections (the journey, the Edits in progress, the retakes) ask together (decision 073). */
const prefetchProgress: PageData = (queryClient) =>
  Promise.all([
    prefetchQuery(queryClient, journeyQuery),
    prefetchQuery(queryClient, editListQuery),
    prefetchQuery(queryClient, assessmentHubQuery),
  ]);

export default prefetchProgress;
