import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stubFetch } from '../testing/fetch-stub';
import { ApiError, apiRequest, lazyZodParser, NETWORK_ERROR_DETAIL, toApiError, zodParser } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const Thing = z.object({ id: z.string() });

describe('apiRequest', () => {
  it('returns the reply validated by the schema, sending JSON', async () => {
    const fetchMock = stubFetch({ 'POST /api/things': { status: 201, body: { id: 't1' } } });
    await expect(apiRequest('/api/things', { method: 'POST', body: { name: 'x' }, parse: zodParser(Thing) })).resolves.toEqual({
      id: 't1',
    });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBe('{"name":"x"}');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('turns a problem+json answer into an ApiError with its fields', async () => {
    stubFetch({
      'POST /api/things': {
        status: 422,
        body: {
          type: 'about:blank',
          title: 'Validation failed',
          status: 422,
          detail: 'Check the name.',
          errors: [{ field: 'name', message: 'Too short' }],
        },
      },
    });
    const error = await apiRequest('/api/things', { method: 'POST', body: {}, parse: zodParser(Thing) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      title: 'Validation failed',
      detail: 'Check the name.',
      fieldErrors: [{ field: 'name', message: 'Too short' }],
    });
  });

  it('rejects a reply that does not match the contract', async () => {
    stubFetch({ '/api/things/1': { body: { id: 42 } } });
    await expect(apiRequest('/api/things/1', { parse: zodParser(Thing) })).rejects.toMatchObject({ title: 'Unexpected reply' });
  });

  it('loads a lazily loaded contract only when a reply arrives, and checks the reply with it', async () => {
    const loadSchema = vi.fn(async () => Thing);
    const parse = lazyZodParser(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();
    stubFetch({ '/api/things/1': { body: { id: 't1' } }, '/api/things/2': { body: { id: 42 } } });
    await expect(apiRequest('/api/things/1', { parse })).resolves.toEqual({ id: 't1' });
    expect(loadSchema).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/api/things/2', { parse })).rejects.toMatchObject({ title: 'Unexpected reply' });
  });

  it('reports a network failure as status 0 with a plain message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/things/1', { parse: zodParser(Thing) })).rejects.toMatchObject({
      status: 0,
      detail: NETWORK_ERROR_DETAIL,
    });
  });
});

describe('toApiError', () => {
  it('copes with a body that is not problem+json', () => {
    expect(toApiError(502, 'Bad gateway')).toMatchObject({ status: 502, title: 'Request failed (502)', detail: '', fieldErrors: [] });
  });

  it('keeps the code and the wait of a rate-limited answer', () => {
    expect(toApiError(429, { title: 'Too Many Requests', code: 'RATE', retryAfterSeconds: 90 })).toMatchObject({
      code: 'RATE',
      retryAfterSeconds: 90,
    });
    expect(toApiError(400, { code: 7, retryAfterSeconds: '9' })).toMatchObject({ code: undefined, retryAfterSeconds: undefined });
  });

  it('drops malformed field errors', () => {
    expect(toApiError(400, { title: 'Bad', errors: [{ field: 'a', message: 'm' }, { field: 1 }, null] }).fieldErrors).toEqual([
      { field: 'a', message: 'm' },
    ]);
  });
});
