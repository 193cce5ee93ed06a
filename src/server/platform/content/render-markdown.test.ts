import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './loader';

// Rendered Markdown goes into dangerouslySetInnerHTML, so no script, event handler or
// javascript: URL may survive it, whatever the Markdown holds (ARCHITECTURE.md §6, decision 001).
const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](  javascript:alert(1))',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<svg onload=alert(1)></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div onmouseover="alert(1)">x</div>',
  '<a href="//evil.example">x</a>',
  '<form action="https://evil.example"><input name=p></form>',
  '<style>body{display:none}</style>',
  '<object data="x"></object>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
];

/** What is wrong with the HTML's tags, or null. Text between tags is escaped and cannot run. */
function unsafe(html: string): string | null {
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    if (/^<\/?\s*(script|iframe|object|embed|form|input|style|svg|img)\b/i.test(tag)) return `a forbidden tag: ${tag}`;
    if (/\son[a-z]+\s*=/i.test(tag)) return `an event handler: ${tag}`;
    if (/\sstyle\s*=/i.test(tag)) return `a style attribute: ${tag}`;
    for (const [, href] of tag.matchAll(/href="([^"]*)"/gi)) {
      const decoded = href.replace(/&#x?[0-9a-f]+;?/gi, '').replace(/\s/g, '').toLowerCase();
      if (/^(javascript|vbscript|data):/.test(decoded) || decoded.startsWith('//')) return `a link to ${href}`;
    }
  }
  return null;
}

describe('renderMarkdown', () => {
  it('keeps what authored pages use', () => {
    const html = renderMarkdown('# Rest\n\nSome *calm* words and a [glossary link](/glossary#burnout) and [a source](https://who.int).\n\n- one\n- two\n\n> quoted');
    expect(html).toContain('<h1>Rest</h1>');
    expect(html).toContain('<em>calm</em>');
    expect(html).toContain('<a href="/glossary#burnout">glossary link</a>');
    expect(html).toContain('<a href="https://who.int">a source</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
  });

  it.each(ATTACKS)('makes %s harmless', (attack) => {
    expect(unsafe(renderMarkdown(`Hello ${attack} there`))).toBeNull();
  });

  it('lets no script, event handler or javascript: URL through, however they are mixed into Markdown', () => {
    const piece = fc.oneof(fc.constantFrom(...ATTACKS), fc.string(), fc.constantFrom('# ', '\n\n', '- ', '[a](', ')', '*', '`', '<', '>', '"', "'", '='));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => unsafe(renderMarkdown(pieces.join(''))) === null),
      { numRuns: 400 },
    );
  });
});
