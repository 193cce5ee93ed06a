import { EMPTY_SAFETY_PLAN, SafetyPlan } from '#shared/contracts/safety';

/** Where a visitor's plan lives: this browser only, never sent to us. */
export const DEVICE_PLAN_KEY = 'recalibrate.safety-plan';

/** The plan kept on this device, or null when there is none (or storage is off or holds something else). */
export function readDevicePlan(): SafetyPlan | null {
  try {
    const stored = window.localStorage.getItem(DEVICE_PLAN_KEY);
    if (!stored) return null;
    const parsed = SafetyPlan.safeParse(JSON.parse(stored));
    return parsed.success ? { ...EMPTY_SAFETY_PLAN, ...parsed.data } : null;
  } catch {
    return null;
  }
}

/** Keeps the plan on this device; false when the browser will not store it (private mode, full). */
export function writeDevicePlan(plan: SafetyPlan): boolean {
  try {
    window.localStorage.setItem(DEVICE_PLAN_KEY, JSON.stringify(plan));
    return true;
  } catch {
    return false;
  }
}

export function removeDevicePlan(): void {
  try {
    window.localStorage.removeItem(DEVICE_PLAN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
