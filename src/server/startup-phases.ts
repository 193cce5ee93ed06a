/**
 * Where a start's time goes (decision 155): the time of each phase since the last, in whole
 * milliseconds. The first phase, `modules`, is everything before main() ran: Node's own start
 * and loading the bundle and its packages (performance.now() counts from the process's start).
 */
export function startPhases(now: () => number = () => performance.now()) {
  const times: Record<string, number> = { modules: Math.round(now()) };
  let last = now();
  return {
    mark(phase: string) {
      const at = now();
      times[phase] = Math.round(at - last);
      last = at;
    },
    times: () => ({ ...times }),
    summary: () =>
      Object.entries(times)
        .map(([phase, ms]) => `${phase} ${ms} ms`)
        .join(', '),
  };
}
