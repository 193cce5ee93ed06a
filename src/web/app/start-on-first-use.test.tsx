import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// public/start-on-first-use.js (docs/decisions/044-start-on-first-use.md), as the server writes it
// into a server-drawn page: in the head, with the app's entry in data-entry. Each test has a page
// of its own (a frame), so that no starter outlives its test.
const code = readFileSync(path.resolve(__dirname, '../public/start-on-first-use.js'), 'utf8');
const ENTRY = '/assets/index-abc123.js';

let win: Window & typeof globalThis;
let doc: Document;

/** Opens a page with the starter; `prepare` sets up the frame's window before the starter runs. */
function openPage(prepare?: (frameWindow: Window & typeof globalThis) => void, attributes = '') {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  win = frame.contentWindow as Window & typeof globalThis;
  prepare?.(win);
  doc = frame.contentDocument!;
  doc.open();
  doc.write(
    `<!doctype html><html><head><script data-entry="${ENTRY}"${attributes}>${code}</script></head><body>` +
      '<div id="root"><main><a href="/glossary">Glossary</a><button type="button"><span>Open</span></button><p>Some text</p></main></div>' +
      '<button id="outside" type="button">Outside</button></body></html>',
  );
  doc.close();
}

afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

const appScripts = () => [...doc.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));
const flushFrames = () => new Promise((resolve) => setTimeout(resolve, 50));
/** What React does to an element it takes over. */
const takeOver = (element: Element) => Object.assign(element, { __reactFiber$test: {} });

function click(element: Element) {
  const event = new win.MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

describe('start-on-first-use.js', () => {
  describe('fetching the code', () => {
    /** A browser that reports paints: the test says when the largest content has been shown. */
    function reportingPaints(frameWindow: Window & typeof globalThis) {
      const observers: { callback: () => void; type?: string }[] = [];
      class Observer {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        private entry: { callback: () => void; type?: string };
        constructor(callback: () => void) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(options: { type: string }) {
          this.entry.type = options.type;
        }
        disconnect() {
          observers.splice(observers.indexOf(this.entry), 1);
        }
      }
      Object.assign(frameWindow, { PerformanceObserver: Observer });
      return () => observers.filter((o) => o.type === 'largest-contentful-paint').forEach((o) => o.callback());
    }
    const preloaded = () => [...doc.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

    it('runs nothing while the page is only read, and fetches the code once its largest content is shown', async () => {
      let showLargest = () => {};
      openPage((frameWindow) => {
        showLargest = reportingPaints(frameWindow);
      });
      await vi.waitFor(() => expect(doc.readyState).toBe('complete'));
      await flushFrames();
      expect(preloaded()).toEqual([]);
      showLargest();
      await vi.waitFor(() => expect(preloaded()).toEqual([ENTRY]));
      showLargest();
      await flushFrames();
      expect(preloaded()).toEqual([ENTRY]);
      expect(appScripts()).toEqual([]);
    });

    it('asks for the files of the pages this page fetches ahead on first use, not before (spec 2.9)', async () => {
      openPage(undefined, ' data-prefetch="/assets/audit-1.js /assets/paths-2.js"');
      const prefetched = () => [...doc.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href'));
      await flushFrames();
      expect(prefetched()).toEqual([]);
      win.dispatchEvent(new win.Event('touchstart'));
      expect(appScripts()).toEqual([ENTRY]);
      expect(prefetched()).toEqual(['/assets/audit-1.js', '/assets/paths-2.js']);
      win.dispatchEvent(new win.Event('pointerdown'));
      expect(prefetched()).toHaveLength(2);
    });

    it('fetches the code a second after the load where the browser does not report paints', async () => {
      openPage((frameWindow) => Object.assign(frameWindow, { PerformanceObserver: undefined }));
      await flushFrames();
      expect(preloaded()).toEqual([]);
      await vi.waitFor(() => expect(preloaded()).toEqual([ENTRY]), { timeout: 2000 });
      expect(appScripts()).toEqual([]);
    });
  });

  describe('on first use', () => {
    beforeEach(() => openPage());

    it.each(['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'])('starts the app once on the first %s', (type) => {
      win.dispatchEvent(new win.Event(type));
      win.dispatchEvent(new win.Event('pointerdown'));
      expect(appScripts()).toEqual([ENTRY]);
    });

    it('lets a link work as a link before the app runs', () => {
      const event = click(doc.querySelector('a')!);
      expect(event.defaultPrevented).toBe(false);
    });

    it('holds a click on a part not taken over yet, starts the app and gives the click again once React has it', async () => {
      const button = doc.querySelector('#root button')!;
      const onClick = vi.fn();
      button.addEventListener('click', onClick);
      const event = click(button.querySelector('span')!);
      expect(event.defaultPrevented).toBe(true);
      expect(onClick).not.toHaveBeenCalled();
      expect(appScripts()).toEqual([ENTRY]);
      await flushFrames();
      expect(onClick).not.toHaveBeenCalled();

      takeOver(button);
      await vi.waitFor(() => expect(onClick).toHaveBeenCalledTimes(1));
      // Once React has the element, clicks go straight through.
      expect(click(button).defaultPrevented).toBe(false);
      expect(onClick).toHaveBeenCalledTimes(2);
    });

    it('leaves clicks outside the app, and on text, alone', () => {
      expect(click(doc.querySelector('#outside')!).defaultPrevented).toBe(false);
      expect(click(doc.querySelector('p')!).defaultPrevented).toBe(false);
    });

    it('leaves the start-up failure screen (built without React) alone', () => {
      doc.getElementById('root')!.innerHTML = '<main class="fatal-screen"><button type="button">Reload the page</button></main>';
      expect(click(doc.querySelector('.fatal-screen button')!).defaultPrevented).toBe(false);
    });
  });
});
