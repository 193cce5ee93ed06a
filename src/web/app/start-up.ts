// Fatal start-up screens (spec 8): built with DOM APIs only (textContent, never innerHTML) and
// styled by classes from the stylesheet, so they work even when React never starts.
import { randomId } from '../lib/random-id';

export const ROOT_ELEMENT_ID = 'root';

function screen(doc: Document, title: string, message: string): HTMLElement {
  const main = doc.createElement('main');
  main.className = 'fatal-screen';
  main.setAttribute('role', 'alert');
  const heading = doc.createElement('h1');
  heading.textContent = title;
  const text = doc.createElement('p');
  text.textContent = message;
  main.append(heading, text);
  return main;
}

/** The page has no #root element: say so plainly in the body. */
export function showMissingRootScreen(doc: Document = document): void {
  doc.body.replaceChildren(
    screen(
      doc,
      'We could not start the app',
      'Part of this page is missing, so Recalibrate cannot open. Please reload the page. If it keeps happening, contact support and we will help.',
    ),
  );
}

/** Initialisation threw: log it with an id and offer a reload. */
export function showStartupFailureScreen(
  container: HTMLElement,
  error: unknown,
  reload: () => void = () => window.location.reload(),
): string {
  const errorId = randomId(4);
  console.error(`[Recalibrate] The app failed to start (error id ${errorId})`, error);
  const doc = container.ownerDocument;
  const main = screen(doc, 'We could not start the app', 'Something went wrong while Recalibrate was opening. Reloading usually fixes it.');
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload the page';
  button.addEventListener('click', () => reload());
  const id = doc.createElement('small');
  id.textContent = `Error id: ${errorId}`;
  main.append(button, id);
  container.replaceChildren(main);
  return errorId;
}

export type StartResult = 'started' | 'missing-root' | 'failed';

/** Finds #root and mounts the app into it, showing a fatal screen when either step fails. */
export function startApp(doc: Document, mount: (root: HTMLElement) => void): StartResult {
  const root = doc.getElementById(ROOT_ELEMENT_ID);
  if (!root) {
    showMissingRootScreen(doc);
    return 'missing-root';
  }
  try {
    mount(root);
    return 'started';
  } catch (error) {
    showStartupFailureScreen(root, error);
    return 'failed';
  }
}
