import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { CONTENT_KINDS } from './content-kinds';
import { ContentError, loadContent } from './platform/content/loader';
import { openDatabase } from './platform/db/client';
import { EnvError, readProcessEnv } from './platform/env';
import { createServices, stopServices } from './services';
import { createShutdown } from './shutdown';
import { startPhases } from './startup-phases';

async function main() {
  const phases = startPhases();
  let env;
  try {
    env = readProcessEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\nFix the variables above (see the README's table) and start again.\n`);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DIR });
  phases.mark('database');
  if (env.RUN_MIGRATIONS) await database.migrate();
  phases.mark('migrations');
  try {
    // The compiled server skips the sync when neither the files nor the code changed (decision 155).
    const skip = env.NODE_ENV === 'production' ? { name: 'bundled', codeHash: codeHash() } : undefined;
    await loadContent(database.db, env.CONTENT_DIR, CONTENT_KINDS, skip);
    phases.mark('content');
  } catch (err) {
    if (err instanceof ContentError) {
      process.stderr.write(`${err.message}\n`);
      await database.close();
      process.exit(1);
    }
    throw err;
  }
  const services = await createServices(env, database);
  phases.mark('services');
  let started = false;
  // In production the log is written in blocks of up to 4 KB, at least once a second, not a write a
  // line (decision 162): at thousands of requests a second those writes were 7 % of a check-in's
  // CPU. It is flushed at shutdown and exit; a kill -9 can lose the last second, as pino says.
  const logStream =
    env.NODE_ENV === 'production' ? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 }) : undefined;
  if (logStream) process.on('exit', () => logStream.flushSync());
  const { app } = await buildApp({ ...services, started: () => started, logStream });
  phases.mark('routes');

  const shutdown = createShutdown({
    log: app.log,
    steps: [
      { name: 'http server', run: () => app.close() },
      { name: 'services', run: () => stopServices(services) },
      { name: 'database', run: () => database.close() },
      { name: 'log', run: async () => logStream?.flushSync() },
    ],
    exit: (code) => process.exit(code),
  });
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ host: env.HOST, port: env.PORT });
  phases.mark('listen');
  // After listening (decision 155): a job sent meanwhile waits for the queue (JobQueue.send), and
  // /api/ready answers 503 until this is done.
  await services.queue.start();
  await services.privacy.queueMissedSweep();
  started = true;
  phases.mark('jobs');
  app.log.info({ startup: phases.times() }, `Started in ${Math.round(performance.now())} ms: ${phases.summary()}`);
  app.log.info(`Recalibrate is listening on ${address}, reachable at ${env.PUBLIC_URL} (database: ${database.kind})`);
}

/** The running server's own code and the locked package versions (what renders the content). */
function codeHash(): string {
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  if (existsSync('package-lock.json')) hash.update(readFileSync('package-lock.json'));
  return hash.digest('hex');
}

main().catch((err) => {
  process.stderr.write(`Recalibrate could not start: ${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
