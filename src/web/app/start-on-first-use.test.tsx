import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// public/start-on-first-use.js (docs/decisions/044-start-on-first-use.md), run as the server
// writes it into a server-drawn page: with the app's entry in its data-entry attribute.
const code = readFileSync(path.resolve(__dirname, '../public/start-on-first-use.js'), 'utf8');
const ENTRY = '/assets/index-abc123.js';
const html = document.documentElement;

function runStarter() {
  const script = document.createElement('script');
  script.setAttribute('data-entry', ENTRY);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(code)();
  vi.restoreAllMocks();
}

const appScripts = () => [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
const flushFrames = () => new Promise((resolve) => setTimeout(resolve, 50));

function click(element: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  document.body.innerHTML = '<main><a href="/glossary">Glossary</a><button type="button"><span>Open</span></button></main>';
  runStarter();
});

afterEach(async () => {
  // Leave every starter of this file started and its watch ended, so the next test meets only its own.
  window.dispatchEvent(new Event('pointerdown'));
  html.setAttribute('data-app-ready', '');
  await flushFrames();
  document.head.querySelectorAll('script, link').forEach((element) => element.remove());
  html.removeAttribute('data-app-ready');
});

describe('start-on-first-use.js', () => {
  it('runs nothing of the app while the page is only read; it fetches the code once painted', async () => {
    await flushFrames();
    expect(appScripts()).toEqual([]);
    const preload = document.head.querySelector('link[rel="modulepreload"]');
    expect(preload?.getAttribute('href')).toBe(ENTRY);
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'])('starts the app once on the first %s', (type) => {
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('pointerdown'));
    expect(appScripts()).toEqual([ENTRY]);
  });

  it('lets a link work as a link before the app runs', () => {
    const event = click(document.querySelector('a')!);
    expect(event.defaultPrevented).toBe(false);
  });

  it('holds a click on anything else, starts the app and gives the click again once the app runs', async () => {
    const button = document.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    const event = click(button.querySelector('span')!);
    expect(event.defaultPrevented).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    expect(appScripts()).toEqual([ENTRY]);

    html.setAttribute('data-app-ready', '');
    await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
    // Once the app runs, clicks go straight through.
    click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
