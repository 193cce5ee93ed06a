/**
 * Reads a Stripe API request body as Stripe does: application/x-www-form-urlencoded with bracketed
 * keys (`line_items[0][price_data][unit_amount]=4700`), into nested objects and arrays of strings.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, i) => {
      const slot = node as Record<string, FormValue>;
      if (i === path.length - 1) {
        slot[segment] = value;
        return;
      }
      slot[segment] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
      node = slot[segment] as Record<string, FormValue>;
    });
  }
  return root;
}

/** A form field as a whole number, or null when it is missing or not one. */
export function formInt(value: FormValue | undefined): number | null {
  return typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : null;
}

export const formObject = (value: FormValue | undefined): Record<string, FormValue> =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

export const formList = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);

export const formText = (value: FormValue | undefined): string | null => (typeof value === 'string' ? value : null);
