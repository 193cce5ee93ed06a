import { once } from 'node:events';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productionLogStream } from './log-stream';

const dir = mkdtempSync(path.join(os.tmpdir(), 'log-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the production log (decision 162)', () => {
  it('holds short lines in a block and writes them at a flush, each whole and in order', async () => {
    const file = path.join(dir, 'log');
    const fd = openSync(file, 'a');
    const log = productionLogStream('production', fd)!;
    log.stream.write('{"msg":"one"}\n');
    log.stream.write('{"msg":"two"}\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Under 4 KB and before the second's flush: nothing written yet (one write a line is the cost).
    expect(readFileSync(file, 'utf8')).toBe('');
    log.flush();
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"one"}\n{"msg":"two"}\n');
    // The stream closes its file descriptor as it ends.
    log.stream.end();
    await once(log.stream, 'close');
  });

  it('writes a held line within a second without a flush', async () => {
    const file = path.join(dir, 'quiet');
    const fd = openSync(file, 'a');
    const log = productionLogStream('production', fd)!;
    log.stream.write('{"msg":"listening"}\n');
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"listening"}\n');
    log.flush();
    // The stream closes its file descriptor as it ends.
    log.stream.end();
    await once(log.stream, 'close');
  });

  it('leaves development and tests to write each line as it comes', () => {
    expect(productionLogStream('development')).toBeUndefined();
    expect(productionLogStream('test')).toBeUndefined();
  });
});
