// The member's daily tools (issue 16: they were in no menu, tab, drawer or footer). One list for
// the user menu, the drawer's Your Tools and the dashboard's quick actions.

export interface DailyTool {
  label: string;
  to: string;
  /** One line for the dashboard card. */
  description: string;
}

export const DAILY_TOOLS: readonly DailyTool[] = [
  { label: 'Daily Check-in', to: '/wellness/checkin', description: 'Two minutes to notice how you are.' },
  { label: 'Journal', to: '/wellness-dashboard/journal', description: 'Write it down. Only you can read it.' },
  { label: 'Wellness Calendar', to: '/wellness-calendar', description: 'Your check-ins, day by day.' },
  { label: 'Monthly Reflection', to: '/reflection', description: 'Your month at a glance.' },
  { label: 'Wellness Dashboard', to: '/wellness-dashboard', description: 'Your check-ins and patterns.' },
];

/** Pages a member may want now and then, linked from the dashboard. */
export const MORE_FOR_YOU: readonly Omit<DailyTool, 'description'>[] = [
  { label: 'Today', to: '/home' },
  { label: 'Starter Kit', to: '/starter-kit' },
  { label: 'Your nervous system', to: '/nervous-system' },
];
