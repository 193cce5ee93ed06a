import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeConsoleErrors } from '../../../tests/setup/console-guard';
import { showMissingRootScreen, showStartupFailureScreen, startApp } from './start-up';

afterEach(() => {
  document.body.replaceChildren();
});

describe('fatal start-up screens', () => {
  it('says plainly when the root element is missing', () => {
    const mount = vi.fn();
    expect(startApp(document, mount)).toBe('missing-root');
    expect(mount).not.toHaveBeenCalled();
    expect(document.body.querySelector('h1')?.textContent).toBe('We could not start the app');
    expect(document.body.textContent).toContain('Please reload the page');
  });

  it('writes text, never markup, and no inline styles', () => {
    showMissingRootScreen(document);
    expect(document.body.querySelector('[style]')).toBeNull();
    expect(document.body.querySelector('script')).toBeNull();
  });

  it('mounts into #root when it exists', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const mount = vi.fn();
    expect(startApp(document, mount)).toBe('started');
    expect(mount).toHaveBeenCalledWith(document.getElementById('root'));
  });

  it('shows the failure screen with a reload button and logs the error with its id', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const result = startApp(document, () => {
      throw new Error('router exploded');
    });
    expect(result).toBe('failed');
    const root = document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('We could not start the app');
    const [logged] = consumeConsoleErrors();
    const id = String(logged[0]).match(/error id ([0-9a-f]+)/)?.[1];
    expect(id).toBeTruthy();
    expect(root.textContent).toContain(`Error id: ${id}`);
    expect(logged[1]).toEqual(new Error('router exploded'));
  });

  it('reloads when the button is pressed', () => {
    const container = document.createElement('div');
    const reload = vi.fn();
    showStartupFailureScreen(container, new Error('x'), reload);
    consumeConsoleErrors();
    container.querySelector('button')!.click();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')?.textContent).toBe('Reload the page');
  });
});
