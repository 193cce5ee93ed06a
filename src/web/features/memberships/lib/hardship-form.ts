import { z } from 'zod';
import { HardshipApplicationInput } from '#shared/contracts/memberships';

/** The hardship application as the form holds it: the level is a radio value ("50", "75", "100"). */
export const HardshipForm = HardshipApplicationInput.extend({
  requestedLevel: z
    .string()
    .transform((value) => Number(value))
    .pipe(HardshipApplicationInput.shape.requestedLevel),
});
