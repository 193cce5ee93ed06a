/** The query keys of the SoulPrint (everything under ['soulprint'] refreshes together). */
export const SOULPRINT_KEYS = {
  all: ['soulprint'],
  full: ['soulprint', 'full'],
  summary: ['soulprint', 'summary'],
} as const;
