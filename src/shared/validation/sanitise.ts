/**
 * Spec 5's text sanitiser: strips angle brackets, script-like protocols (javascript:, vbscript:,
 * data:text/html), inline event handlers (onclick=) and control characters other than tab and line
 * breaks. User text is still rendered as text, never as HTML; this keeps stored text plain as well.
 */
import { hasControlCharacters } from './text';

const PROTOCOLS = /(?:java|vb)script\s*:|data\s*:\s*text\/html/gi;
const HANDLERS = /\bon[a-z]+\s*=/gi;

/** Drops control characters (keeping tab and line breaks) and angle brackets. */
function plainCharacters(text: string): string {
  let out = '';
  for (const char of text) {
    if (!hasControlCharacters(char) && char !== '<' && char !== '>') out += char;
  }
  return out;
}

export function sanitiseText(text: string): string {
  let out = plainCharacters(text);
  // Stripping one marker can join the halves of another ("javajavascript:script:"): repeat until stable.
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(PROTOCOLS, '').replace(HANDLERS, '');
  }
  return out.trim();
}
