export interface EntryImport<T> {
  module: T;
  /** Handles (servers, sockets, timers, ...) the import left open, by kind: none for a quiet entry. */
  startedResources: string[];
}

function countByKind(kinds: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

/**
 * Imports a service entry with `env` as the whole environment (restored afterwards) and reports what
 * the import left running: an entry only declares, so a host configures it later, not at import.
 * `load` must import afresh (e.g. inside `jest.isolateModulesAsync`).
 */
export async function importEntryWithEnvironment<T>(
  env: NodeJS.ProcessEnv,
  load: () => Promise<T>,
): Promise<EntryImport<T>> {
  const saved = process.env;
  const before = countByKind(process.getActiveResourcesInfo());
  process.env = { ...env };
  try {
    const module = await load();
    // One-off callbacks the import queued (a library's setImmediate) run out before counting.
    await new Promise((resolve) => setImmediate(resolve));
    const after = countByKind(process.getActiveResourcesInfo());
    const startedResources = [...after].flatMap(([kind, count]) =>
      Array<string>(Math.max(0, count - (before.get(kind) ?? 0))).fill(kind),
    );
    return { module, startedResources };
  } finally {
    process.env = saved;
  }
}
