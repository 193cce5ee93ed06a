import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Actor } from '#shared/access/policy';
import { ORIGIN } from './auth-helpers';
import { asActor, type TestApp } from './test-app';

export type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

/** A request as this actor (with the Origin a browser sends on a change). */
export function callAs(t: TestApp, actor: Actor, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...asActor(actor), ...(payload || method !== 'GET' ? { origin: ORIGIN } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** callAs bound to this test app: `const call = callerOf(t)`, then `call(actor, 'GET', url)`. */
export function callerOf(t: TestApp) {
  return (actor: Actor, method: Method, url: string, payload?: object) => callAs(t, actor, method, url, payload);
}

/** A POST from this client address (for limits counted per address). */
export async function postFrom(t: TestApp, remoteAddress: string, url: string, payload: unknown, cookie = '') {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    payload: payload as object,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** A client address under this prefix ("10.9"), so that a test's rate limit leaves the others alone. */
export function randomIp(prefix: string): string {
  return `${prefix}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
}

/** Asserts a 400 problem whose field errors name exactly these fields (in any order). */
export function expectFieldErrors(res: LightMyRequestResponse, fields: string[]) {
  expect(res.statusCode, res.body).toBe(400);
  expect(
    res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort(),
  ).toEqual([...fields].sort());
}
