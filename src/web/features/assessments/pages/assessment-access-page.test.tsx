import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes, VISITOR_REPLY } from '#web/testing/sessions';
import AssessmentAccessPage, { ACCESS_CODE_STORAGE_KEY } from './assessment-access-page';

const CHECK = 'POST /api/assessments/access-code/check';
const refused = (message: string) => ({ status: 400, body: { title: message, status: 400, errors: [{ field: 'code', message }] } });
const GRANTED = { codeName: 'Deb Partners', message: 'Your assessments are unlocked. Take them whenever you are ready.' };

const codeField = () => screen.findByRole('textbox', { name: 'Access code' });

beforeEach(() => sessionStorage.clear());

describe('/deb-assessment-access for a visitor', () => {
  it('checks the code without spending it, keeps it for this tab and sends the visitor to sign in, coming back here', async () => {
    const mock = stubFetch({ '/api/session': { body: VISITOR_REPLY }, [CHECK]: { body: { codeName: 'Deb Partners' } } });
    const { router } = renderPage(<AssessmentAccessPage />, { path: '/deb-assessment-access' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment Access' })).toBeInTheDocument();
    await userEvent.type(await codeField(), ' DEB-2025 ');
    await userEvent.click(screen.getByRole('button', { name: 'Check my code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?redirect=%2Fdeb-assessment-access');
    expect(sessionStorage.getItem(ACCESS_CODE_STORAGE_KEY)).toBe('DEB-2025');
    // The check-only call, not the launch gate's, which counts a use (review 3: a single-use code was spent before sign-in).
    expect(sentBodies(mock, 'POST', '/api/assessments/access-code/check')).toEqual([{ code: 'DEB-2025' }]);
    expect(sentBodies(mock, 'POST', '/api/launch-gate/validate')).toEqual([]);
  });

  it.each(['Invalid access code', 'This access code has been used as many times as it allows'])(
    'says "%s" and keeps what was typed',
    async (why) => {
      stubFetch({ '/api/session': { body: VISITOR_REPLY }, [CHECK]: refused(why) });
      const { router } = renderPage(<AssessmentAccessPage />, { path: '/deb-assessment-access' });
      await userEvent.type(await codeField(), 'WRONG');
      await userEvent.click(screen.getByRole('button', { name: 'Check my code' }));
      expect(await screen.findByText(why)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Access code' })).toHaveValue('WRONG');
      expect(sessionStorage.getItem(ACCESS_CODE_STORAGE_KEY)).toBeNull();
      expect(router.state.location.pathname).toBe('/deb-assessment-access');
    },
  );

  it('asks for a code before checking an empty one', async () => {
    const mock = stubFetch({ '/api/session': { body: VISITOR_REPLY } });
    renderPage(<AssessmentAccessPage />, { path: '/deb-assessment-access' });
    await codeField();
    await userEvent.click(screen.getByRole('button', { name: 'Check my code' }));
    expect(await screen.findByText('Please enter your access code.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/assessments/access-code/check')).toEqual([]);
  });
});

describe('/deb-assessment-access for a member', () => {
  it('uses the code kept before signing in, at once, and shows the message', async () => {
    sessionStorage.setItem(ACCESS_CODE_STORAGE_KEY, 'DEB-2025');
    const mock = stubFetch({ ...signedInRoutes(), 'POST /api/assessments/access-code': { body: GRANTED } });
    renderPage(<AssessmentAccessPage />, { path: '/deb-assessment-access' });
    expect(await screen.findByText(GRANTED.message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your assessments' })).toHaveAttribute('href', '/assessments');
    expect(sentBodies(mock, 'POST', '/api/assessments/access-code')).toEqual([{ code: 'DEB-2025' }]);
    expect(sessionStorage.getItem(ACCESS_CODE_STORAGE_KEY)).toBeNull();
  });

  it('sends a typed code to the account; on failure says Invalid access code and keeps it', async () => {
    const mock = stubFetch({
      ...signedInRoutes(),
      'POST /api/assessments/access-code': { status: 400, body: { title: 'Bad Request', status: 400, detail: 'Invalid access code' } },
    });
    renderPage(<AssessmentAccessPage />, { path: '/deb-assessment-access' });
    await userEvent.type(await codeField(), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock my assessments' }));
    expect(await screen.findByText('Invalid access code')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Access code' })).toHaveValue('NOPE');
    expect(sentBodies(mock, 'POST', '/api/assessments/access-code')).toEqual([{ code: 'NOPE' }]);
  });
});
