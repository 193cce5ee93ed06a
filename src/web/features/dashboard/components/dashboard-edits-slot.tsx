/**
 * Seam for the Edits issue: the member's current Edit and its next module on the dashboard.
 * Renders nothing until Edits exist (docs/decisions/031-web-results-and-soulprint.md).
 */
export function DashboardEditsSlot() {
  return null;
}
