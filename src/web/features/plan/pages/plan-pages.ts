/**
 * The plan's six pages as one lazy chunk: they share most of their code, and one chunk keeps the
 * route table's preload list (part of the first load of /) short. Not a barrel for imports: only
 * the route table loads it (docs/decisions/036-web-plan-and-progress.md).
 */
export { default as HomeTodayPage } from './home-today-page';
export { default as MyResetPlanPage } from './my-reset-plan-page';
export { default as RecentReflectionsPage } from './recent-reflections-page';
export { default as MyContentPage } from './my-content-page';
export { default as StarterKitPage } from './starter-kit-page';
export { default as ProgressDashboardPage } from './progress-dashboard-page';
