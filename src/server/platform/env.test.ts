import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives every variable its default on an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      PGLITE_DIR: './data/pglite',
      CONTENT_DIR: './content',
      WEB_DIST_DIR: './dist/web',
      LOG_LEVEL: 'info',
      TRUST_PROXY_HOPS: 0,
      BODY_LIMIT_BYTES: 1048576,
      RATE_LIMIT_PER_MINUTE: 600,
      RUN_MIGRATIONS: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('points PUBLIC_URL at the chosen port unless it is set', () => {
    expect(parseEnv({ PORT: '3900' }).PUBLIC_URL).toBe('http://localhost:3900');
    expect(parseEnv({ PORT: '3900', PUBLIC_URL: 'https://recalibrate.app' }).PUBLIC_URL).toBe('https://recalibrate.app');
  });

  it('treats empty strings as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect('DATABASE_URL' in env).toBe(false);
  });

  it('coerces numbers and booleans', () => {
    expect(parseEnv({ PORT: '8080', RUN_MIGRATIONS: 'false', TRUST_PROXY_HOPS: '1' })).toMatchObject({
      PORT: 8080,
      RUN_MIGRATIONS: false,
      TRUST_PROXY_HOPS: 1,
    });
  });

  const bad: [string, Record<string, string>][] = [
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['RUN_MIGRATIONS', { RUN_MIGRATIONS: 'yes please' }],
    ['TRUST_PROXY_HOPS', { TRUST_PROXY_HOPS: '-1' }],
    ['BODY_LIMIT_BYTES', { BODY_LIMIT_BYTES: '10' }],
  ];
  for (const [variable, source] of bad) {
    it(`names ${variable} when it is invalid (${JSON.stringify(source)})`, () => {
      let error: unknown;
      try {
        parseEnv(source);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).issues.map((i) => i.variable)).toEqual([variable]);
      expect((error as EnvError).message).toContain(`${variable}:`);
    });
  }

  it('reports every bad variable at once', () => {
    expect(() => parseEnv({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT:[\s\S]*LOG_LEVEL:|LOG_LEVEL:[\s\S]*PORT:/);
  });
});
