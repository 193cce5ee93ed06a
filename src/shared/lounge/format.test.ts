import { describe, expect, it } from 'vitest';
import { linkHost, parseFormatted, parseInline } from './format';

describe('lounge formatting', () => {
  it('splits paragraphs on blank lines and keeps single line breaks inside one', () => {
    expect(parseFormatted('One\ntwo\n\nThree')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'two' }]] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Three' }]] },
    ]);
  });

  it('reads bulleted and numbered lists', () => {
    expect(parseFormatted('What helped:\n- a walk\n* a nap\n1. first\n2) second')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'What helped:' }]] },
      { kind: 'list', ordered: false, items: [[{ kind: 'text', text: 'a walk' }], [{ kind: 'text', text: 'a nap' }]] },
      { kind: 'list', ordered: true, items: [[{ kind: 'text', text: 'first' }], [{ kind: 'text', text: 'second' }]] },
    ]);
  });

  it('reads emphasis and strong', () => {
    expect(parseInline('be *gentle* and **kind**, _always_')).toEqual([
      { kind: 'text', text: 'be ' },
      { kind: 'em', text: 'gentle' },
      { kind: 'text', text: ' and ' },
      { kind: 'strong', text: 'kind' },
      { kind: 'text', text: ', ' },
      { kind: 'em', text: 'always' },
    ]);
    expect(parseInline('2 * 3 * 4')).toEqual([{ kind: 'text', text: '2 * 3 * 4' }]);
  });

  it('shows links as text with their host, keeping trailing punctuation outside', () => {
    expect(parseInline('Read https://www.Example.org/rest?x=1.')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://www.Example.org/rest?x=1', host: 'example.org' },
      { kind: 'text', text: '.' },
    ]);
    expect(linkHost('www.nhs.uk/stress')).toBe('nhs.uk');
    expect(linkHost('https://localhost')).toBe('');
  });

  it('keeps markup-looking text as text: the structure has no HTML', () => {
    const blocks = parseFormatted('<b>hi</b> &amp;');
    expect(blocks).toEqual([{ kind: 'paragraph', lines: [[{ kind: 'text', text: '<b>hi</b> &amp;' }]] }]);
  });
});
