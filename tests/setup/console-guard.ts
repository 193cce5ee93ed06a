// Shared by the setup file and by tests that expect an error to be logged (for example the
// error boundary): a test calls consumeConsoleErrors() to take the expected errors off the list.
const state: { errors: unknown[][] } = { errors: [] };

export function recordConsoleError(args: unknown[]): void {
  state.errors.push(args);
}

export function consumeConsoleErrors(): unknown[][] {
  const taken = state.errors;
  state.errors = [];
  return taken;
}
