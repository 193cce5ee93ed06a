import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { CONTENT_KINDS } from './content-kinds';
import { ContentError, loadContent } from './platform/content/loader';
import { openDatabase } from './platform/db/client';
import { EnvError, readProcessEnv } from './platform/env';
import { productionLogStream } from './platform/log-stream';
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
  // The log in blocks in production (decision 162), flushed at shutdown and exit.
  const log = productionLogStream(env.NODE_ENV);
  if (log) process.on('exit', log.flush);
  const { app } = await buildApp({ ...services, started: () => started, logStream: log?.stream });
  phases.mark('routes');

  const shutdown = createShutdown({
    log: app.log,
    steps: [
      { name: 'http server', run: () => app.close() },
      { name: 'services', run: () => stopServices(services) },
      { name: 'database', run: () => database.close() },
      { name: 'log', run: async () => log?.flush() },
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
