import type { PrivacyHandling } from './privacy-registry';

const yours = (purpose: string): PrivacyHandling => ({
  personal: true,
  userColumns: ['user_id'],
  onDeletion: 'delete',
  purpose,
  retention: 'Until you delete it or your account.',
});

/** The privacy registry's tables of FlowPath (issue 22): everything a member writes there is theirs. */
export const FLOWPATH_TABLES: Record<string, PrivacyHandling> = {
  flowpath_paths: yours(
    'Your FlowPath: the stage you are on and the ones you finished, your worklife check answers, your values sort, your notes on each option, when your plan starts and whether you want email reminders.',
  ),
  flowpath_energy_maps: yours(
    'Your energy map: the work tasks you listed and how each one gives or takes energy, one copy a day you saved it.',
  ),
  flowpath_experiments: yours(
    'Your FlowPath experiments: what you tried, the start and check-back dates, and whether it gave energy back.',
  ),
  flowpath_scripts: yours('The conversation scripts you rewrote in your own words.'),
  flowpath_milestones: yours('The milestones of your 30-60-90 day plan, their dates and when you finished them.'),
};
