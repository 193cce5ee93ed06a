import { z } from 'zod';
import { CosmicInput } from '#shared/contracts/soulprint';

/** The form's typed values: everything is text until it is sent. */
export interface CosmicFormValues extends Record<string, string> {
  birthDate: string;
  birthTime: string;
  birthPlace: string;
}

/**
 * Minutes east of UTC in this browser's time zone at the birth moment (noon when the time is not
 * known): the browser's best guess, since the time zone of the birth place is not asked for.
 */
export function browserUtcOffset(birthDate: string, birthTime: string): number {
  const local = new Date(`${birthDate}T${birthTime || '12:00'}:00`);
  const offset = 0 - local.getTimezoneOffset();
  return Number.isFinite(offset) ? offset : 0;
}

/** The form values turned into the API's CosmicInput (empty optional fields become null), checked by the same schema. */
export const CosmicFormSchema = z
  .object({ birthDate: z.string(), birthTime: z.string(), birthPlace: z.string() })
  .transform((values): z.input<typeof CosmicInput> => ({
    birthDate: values.birthDate.trim(),
    birthTime: values.birthTime.trim() || null,
    birthPlace: values.birthPlace.trim() || null,
    utcOffsetMinutes: browserUtcOffset(values.birthDate.trim(), values.birthTime.trim()),
  }))
  .pipe(CosmicInput);
