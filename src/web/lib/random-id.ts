/** A short random id (hex). Uses the Web Crypto API, which also exists outside secure contexts. */
export function randomId(bytes = 6): string {
  const values = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(values);
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}
