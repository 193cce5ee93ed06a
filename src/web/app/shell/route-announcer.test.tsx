import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, Link, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { ANNOUNCE_AFTER_MS, keepFocusOnNewPage, RouteAnnouncer } from './route-announcer';

// Review 4 noted that focus fell to <body> after following a link, and nothing was read out.

function Titled({ title, children }: { title: string; children?: React.ReactNode }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  );
}

function Layout() {
  return (
    <>
      <RouteAnnouncer />
      <nav aria-label="Bar">
        <Link to="/b">Bar link to B</Link>
        <Link to="/field">Bar link to a form</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/',
            element: (
              <Titled title="Page A">
                <Link to="/b">Page link to B</Link>
              </Titled>
            ),
          },
          { path: '/b', element: <Titled title="Page B" /> },
          {
            path: '/field',
            element: (
              <Titled title="A form">
                <label>
                  Your words <input autoFocus />
                </label>
              </Titled>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const announcement = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('RouteAnnouncer', () => {
  it('leaves the first page alone: no focus moved, nothing read out', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Page A' });
    await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_AFTER_MS + 50));
    expect(document.body).toHaveFocus();
    expect(announcement()).toBe('');
  });

  it.each([
    ['a link in the bar, which stays', 'Bar link to B'],
    ['a link on the old page, which goes', 'Page link to B'],
  ])('after %s, focus is on the new page and its title is read out', async (_, name) => {
    renderAt('/');
    await userEvent.click(await screen.findByRole('link', { name }));
    await screen.findByRole('heading', { name: 'Page B' });
    expect(screen.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(announcement()).toBe('Page B'));
  });

  it('keeps the focus a new page gives itself', async () => {
    renderAt('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Bar link to a form' }));
    expect(await screen.findByRole('textbox', { name: 'Your words' })).toHaveFocus();
    await waitFor(() => expect(announcement()).toBe('A form'));
  });

  it('empties what it read out at each move, so that a page of the same title is read out again', async () => {
    const router = renderAt('/b');
    await screen.findByRole('heading', { name: 'Page B' });
    await router.navigate('/');
    await waitFor(() => expect(announcement()).toBe('Page A'));
    await router.navigate('/b');
    await waitFor(() => expect(announcement()).toBe(''));
    await waitFor(() => expect(announcement()).toBe('Page B'));
  });
});

describe('keepFocusOnNewPage', () => {
  it('stops a closing menu taking focus back only when focus is already on the page', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Page A' });
    const closing = () => new Event('focusScope.autoFocusOnUnmount', { cancelable: true });

    screen.getByRole('link', { name: 'Bar link to B' }).focus();
    const inBar = closing();
    keepFocusOnNewPage(inBar);
    expect(inBar.defaultPrevented).toBe(false);

    screen.getByRole('main').focus();
    const onPage = closing();
    keepFocusOnNewPage(onPage);
    expect(onPage.defaultPrevented).toBe(true);
  });
});
