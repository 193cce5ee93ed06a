import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_GAP, revealBelowHeader, stickyTopBottom } from './reveal';

function boxed(tag: string, rect: { top: number; height: number }, attrs: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  element.getBoundingClientRect = () => ({ top: rect.top, bottom: rect.top + rect.height, height: rect.height }) as DOMRect;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('revealBelowHeader (issue 16: the question never sits under the sticky header)', () => {
  it('measures the sticky header stuck at the top, ignoring hidden or scrolled-away ones', () => {
    boxed('header', { top: 0, height: 64 }, { 'data-sticky-top': '' });
    boxed('div', { top: 0, height: 0 }, { 'data-sticky-top': '' });
    boxed('div', { top: 300, height: 40 }, { 'data-sticky-top': '' });
    expect(stickyTopBottom()).toBe(64);
  });

  it('scrolls the element to just below the header and focuses without the browser scrolling', () => {
    boxed('header', { top: 0, height: 64 }, { 'data-sticky-top': '' });
    const question = boxed('fieldset', { top: 40, height: 200 });
    const input = document.createElement('input');
    question.append(input);
    const focus = vi.spyOn(input, 'focus');
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    revealBelowHeader(question, input);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 + 40 - 64 - REVEAL_GAP, behavior: 'instant' });
  });

  it('never scrolls above the top of the page', () => {
    const heading = boxed('h2', { top: 5, height: 30 }, { tabindex: '-1' });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    revealBelowHeader(heading);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
    expect(document.activeElement).toBe(heading);
  });
});
