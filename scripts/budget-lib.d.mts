// Types for budget-lib.mjs, so that TypeScript tests can import it.
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface BudgetRow {
  name: string;
  files: string[];
  bytes: number;
  limit: number;
  ok: boolean;
}
export interface BudgetResult {
  firstLoad: BudgetRow;
  chunks: BudgetRow[];
  ok: boolean;
}
export interface BudgetLimits {
  firstLoad?: number;
  chunk?: number;
  homeMarker?: RegExp;
}

export const KB: number;
export const FIRST_LOAD_LIMIT: number;
export const CHUNK_LIMIT: number;
export const HOME_MARKER: RegExp;
export class BudgetError extends Error {}
export function staticClosure(manifest: Manifest, keys: string[]): Set<string>;
export function computeBudget(manifest: Manifest, sizeOf: (file: string) => number, limits?: BudgetLimits): BudgetResult;
export function formatReport(result: BudgetResult): string;
