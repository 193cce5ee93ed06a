/**
 * The Lounge's light formatting, read from plain text into a structure that React renders as
 * text (never HTML): paragraphs (blank lines), bulleted and numbered lists ("- ", "* ", "1. "),
 * emphasis (*soft* or _soft_) and strong (**strong**), and links shown as plain text with their
 * host, never as something to click.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; host: string };

export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;
const INLINE = /(\*\*[^*\n]+\*\*)|(\*[^*\s][^*\n]*\*|_[^_\s][^_\n]*_)|((?:https?:\/\/|www\.)[^\s]+)/g;

/** The host of an address as written ("https://www.example.org/a" → "example.org"), or "" when it has none. */
export function linkHost(address: string): string {
  const bare = address.replace(/^https?:\/\//i, '').replace(/^www\./i, '');
  const host = bare.split(/[/?#:]/)[0].toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : '';
}

export function parseInline(line: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) out.push({ kind: 'text', text: line.slice(last, at) });
    const [whole, strong, em, link] = match;
    if (strong) out.push({ kind: 'strong', text: strong.slice(2, -2) });
    else if (em) out.push({ kind: 'em', text: em.slice(1, -1) });
    else if (link) {
      const text = link.replace(/[.,;:!?)]+$/, '');
      out.push({ kind: 'link', text, host: linkHost(text) });
      if (text.length < link.length) out.push({ kind: 'text', text: link.slice(text.length) });
    }
    last = at + whole.length;
  }
  if (last < line.length) out.push({ kind: 'text', text: line.slice(last) });
  return out;
}

export function parseFormatted(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    let paragraph: Inline[][] = [];
    let list: { ordered: boolean; items: Inline[][] } | null = null;
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
      paragraph = [];
    };
    const flushList = () => {
      if (list) blocks.push({ kind: 'list', ...list });
      list = null;
    };
    for (const line of lines) {
      const bullet = BULLET.exec(line);
      const numbered = bullet ? null : NUMBERED.exec(line);
      const item = bullet ?? numbered;
      if (item) {
        const ordered = numbered !== null;
        flushParagraph();
        if (list && list.ordered !== ordered) flushList();
        list ??= { ordered, items: [] };
        list.items.push(parseInline(item[1].trim()));
      } else {
        flushList();
        paragraph.push(parseInline(line.trim()));
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}
