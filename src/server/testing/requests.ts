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
