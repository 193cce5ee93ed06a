/** Minutes east of UTC in this browser, as the wellness API's `tz` wants it. */
export function tzOffsetMinutes(now: Date = new Date()): number {
  return -now.getTimezoneOffset() || 0;
}
