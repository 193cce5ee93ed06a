/**
 * What the ai SDK's browser code gets when it imports zod (decision 101; wired in vite.config.ts
 * for modules under node_modules/ai and node_modules/@ai-sdk only). In the browser the SDK uses
 * zod for one thing: checking each chunk of the UI message stream against its own schemas. Our
 * own server writes that stream, and the chat checks the data parts it renders with our contract
 * (src/shared/contracts/sofia.ts), so here every schema takes the value as it is. Without this,
 * the SDK's zod needs (lazy, custom, instanceof, zod mini, JSON Schema conversion) would grow the
 * zod chunk every page shares and put the Sofia pages over their 60 KB budget.
 */

type Schema = ((...args: unknown[]) => Schema) & { [key: string]: unknown };

const accepted = (value: unknown) => ({ success: true as const, data: value });

const schema: Schema = new Proxy(function schemaBuilder() {} as unknown as Schema, {
  get(_target, key) {
    if (key === 'safeParse') return accepted;
    if (key === 'safeParseAsync') return async (value: unknown) => accepted(value);
    if (key === 'parse') return (value: unknown) => value;
    if (key === 'parseAsync') return async (value: unknown) => value;
    if (typeof key === 'symbol' || key === 'then') return undefined;
    return schema;
  },
  apply: () => schema,
  has: () => false,
});

// zod/v4 and zod/v4/mini (and the `z` namespace): every builder gives the accepting schema.
export {
  schema as any,
  schema as array,
  schema as boolean,
  schema as catchall,
  schema as custom,
  schema as discriminatedUnion,
  schema as enum,
  schema as extend,
  schema as globalRegistry,
  schema as instanceof,
  schema as int,
  schema as json,
  schema as lazy,
  schema as length,
  schema as literal,
  schema as looseObject,
  schema as maxLength,
  schema as maximum,
  schema as minLength,
  schema as minimum,
  schema as never,
  schema as nonnegative,
  schema as null,
  schema as nullable,
  schema as nullish,
  schema as number,
  schema as object,
  schema as optional,
  schema as pipe,
  schema as positive,
  schema as record,
  schema as refine,
  schema as startsWith,
  schema as string,
  schema as transform,
  schema as union,
  schema as unknown,
  schema as url,
  schema as z,
};
export const NEVER = Object.freeze({});
export const safeParse = (_schema: unknown, value: unknown) => accepted(value);
export const safeParseAsync = async (_schema: unknown, value: unknown) => accepted(value);

// zod/v4/core and zod/v4/locales/en.js.
export const config = () => ({ localeError: () => undefined });
export const toJSONSchema = () => ({});
export default function en() {
  return { localeError: () => undefined };
}
