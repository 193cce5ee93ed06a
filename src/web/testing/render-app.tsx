import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from '#web/app/router';
import { TestProviders } from './test-providers';

export { TestProviders, testQueryClient } from './test-providers';

/**
 * Renders the real route tree (shell, guards, redirects) at `path` in a memory router. For what
 * the app wires together (shell, menus, access guards, redirects, the route table); a page's own
 * behaviour is tested with renderPage (render-page.tsx), which is much faster.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
