import childProcess from 'node:child_process';
import net from 'node:net';

export interface EntryImport<T> {
  module: T;
  /** What the import started (servers, connections, processes, timers): none for a quiet entry. */
  started: string[];
}

/** Replaces `owner[name]` with a wrapper that notes `what` before calling it; returns the undo. */
function noteCalls(owner: object, name: string, what: string, started: string[]): () => void {
  const target = owner as Record<string, unknown>;
  const original = target[name] as (...args: unknown[]) => unknown;
  target[name] = function noted(this: unknown, ...args: unknown[]) {
    started.push(what);
    return original.apply(this, args);
  };
  return () => {
    target[name] = original;
  };
}

/**
 * Imports a service entry with `env` as the whole environment (restored afterwards) and reports what
 * the import started: an entry only declares, so a host configures and starts it later, never at
 * import. `load` must import afresh (e.g. inside `jest.isolateModulesAsync`).
 */
export async function importEntryWithEnvironment<T>(
  env: NodeJS.ProcessEnv,
  load: () => Promise<T>,
): Promise<EntryImport<T>> {
  const started: string[] = [];
  const undo = [
    noteCalls(net.Server.prototype, 'listen', 'a listening server', started),
    noteCalls(net.Socket.prototype, 'connect', 'a connection', started),
    ...(['spawn', 'fork', 'exec', 'execFile'] as const).map((name) =>
      noteCalls(childProcess, name, `a child process (${name})`, started),
    ),
    noteCalls(globalThis, 'setTimeout', 'a timer', started),
    noteCalls(globalThis, 'setInterval', 'an interval', started),
  ];
  const saved = process.env;
  process.env = { ...env };
  try {
    return { module: await load(), started };
  } finally {
    process.env = saved;
    for (const restore of undo) restore();
  }
}
