export const SAFETY_KEYS = {
  plan: ['safety-plan'] as const,
};
