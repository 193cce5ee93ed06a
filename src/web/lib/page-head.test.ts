// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setPageHead } from './page-head';

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('setPageHead', () => {
  it('writes the title, description and link preview of a public page, with its canonical address', () => {
    setPageHead({ name: 'Burnout Glossary', description: 'Plain words.', path: '/glossary' });
    expect(document.title).toBe('Burnout Glossary | Recalibrate');
    expect(content('meta[name="description"]')).toBe('Plain words.');
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(content('meta[property="og:title"]')).toBe('Burnout Glossary | Recalibrate');
    expect(canonical()).toBe(`${window.location.origin}/glossary`);
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/glossary`);
  });

  it('keeps the origin the server wrote (PUBLIC_URL), and updates tags in place instead of adding more', () => {
    document.head.innerHTML =
      '<meta property="og:image" content="https://recalibrate.example/brand/recalibrate-mark-512.png"><meta name="description" content="old">';
    setPageHead({ name: 'Our Story', description: 'Why we exist.', path: '/our-story' });
    expect(canonical()).toBe('https://recalibrate.example/our-story');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('Why we exist.');
  });

  it("moving on to a member's page drops the canonical address and asks not to be indexed", () => {
    setPageHead({ name: 'Burnout Glossary', description: 'Plain words.', path: '/glossary' });
    setPageHead({ name: 'Journal', description: 'Your private journal.' });
    expect(document.title).toBe('Journal | Recalibrate');
    expect(canonical()).toBeUndefined();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
    expect(content('meta[name="robots"]')).toBe('noindex');
  });

  it('falls back to the product name and the site description', () => {
    setPageHead({});
    expect(document.title).toBe('Recalibrate');
    expect(content('meta[name="description"]')).toMatch(/^Recalibrate helps you recover from burnout/);
  });
});
