import cluster from 'node:cluster';

/**
 * Runs `count` server processes on one port with node:cluster, from the primary process, which opens no database
 * and serves nothing itself: it hands the port's connections to the processes in turn, so a request uses whichever
 * core is free. Every process is a whole server (its pool, its LISTEN connection, its job worker); what they must
 * agree on is kept in PostgreSQL (docs/scale-out.md), so they can. A process that ends after it listened is started
 * again; one that ends before it ever listened (a start-up refusal: the port taken, the database unreachable) stops
 * them all with its code, instead of being started again without end. SIGTERM and SIGINT are passed to every process,
 * and the primary exits once all have finished what they were doing.
 */
export function runServerProcesses(count: number): void {
  let running = 0;
  let stopping = false;
  let exitCode = 0;
  const listened = new Set<number>();

  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  const fork = () => {
    running++;
    cluster.fork();
  };

  cluster.on('listening', (worker) => listened.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    running--;
    if (!stopping) {
      if (listened.has(worker.id)) {
        console.error(
          `Servio: a server process (pid ${worker.process.pid}) ended (${code ?? signal}); starting another`,
        );
        fork();
      } else {
        exitCode = code || 1;
        stopAll('SIGTERM');
      }
    }
    if (running === 0) process.exit(exitCode);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stopAll(signal));
  for (let i = 0; i < count; i++) fork();
}
