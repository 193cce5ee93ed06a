// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DocumentRouter } from './document-router';

// Decision 163: each island of a server-drawn document has a router on the document's address. A
// change of only the search or the #fragment stays in the document, and every island hears of it.

function Probe({ name }: { name: string }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  return (
    <div>
      <p data-testid={name}>{`${pathname}${search}${hash}`}</p>
      <button type="button" onClick={() => void navigate({ hash: 'burnout' }, { replace: true })}>
        {`${name} term`}
      </button>
      <button type="button" onClick={() => setParams(new URLSearchParams({ q: 'rest' }), { replace: true })}>
        {`${name} search`}
      </button>
    </div>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('DocumentRouter', () => {
  it('reads the address and keeps a new #fragment or search in the document, for every island', async () => {
    window.history.replaceState(null, '', '/glossary');
    render(
      <>
        <DocumentRouter>
          <Probe name="page" />
        </DocumentRouter>
        <DocumentRouter>
          <Probe name="top" />
        </DocumentRouter>
      </>,
    );
    expect(screen.getByTestId('page')).toHaveTextContent('/glossary');
    const length = window.history.length;

    await userEvent.click(screen.getByRole('button', { name: 'page term' }));
    expect(window.location.hash).toBe('#burnout');
    expect(screen.getByTestId('page')).toHaveTextContent('/glossary#burnout');
    expect(screen.getByTestId('top')).toHaveTextContent('/glossary#burnout');

    await userEvent.click(screen.getByRole('button', { name: 'page search' }));
    expect(window.location.search).toBe('?q=rest');
    expect(screen.getByTestId('top')).toHaveTextContent('/glossary?q=rest');
    // Replaced, not pushed: Back leaves the page.
    expect(window.history.length).toBe(length);
  });

  it('follows the browser going back within the document', async () => {
    window.history.replaceState(null, '', '/glossary');
    render(
      <DocumentRouter>
        <Probe name="page" />
      </DocumentRouter>,
    );
    act(() => {
      window.history.pushState(null, '', '/glossary#rest');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('page')).toHaveTextContent('/glossary#rest');
  });
});
