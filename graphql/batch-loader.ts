/**
 * Per-request batching of a field asked on every item of a list (the dataloader pattern, without
 * the dependency): `load(key)` calls made while a list resolves are gathered and answered by ONE
 * call of `batch(keys)`, after the current run of resolvers has queued them, then remembered for
 * the rest of the request. Keyed by the request, so nothing is shared between viewers.
 */
export type BatchLoader<K, V> = {
  load: (key: K) => Promise<V | null>;
  /** Forget a remembered answer (after a mutation changed it in the same request). */
  forget: (key: K) => void;
};

/**
 * Waits until the resolvers that are running now have all asked (they do so synchronously while
 * graphql-js walks a list), as DataLoader does: after the promise jobs queued so far, then one tick.
 */
function afterCurrentResolvers(run: () => void): void {
  void Promise.resolve().then(() => process.nextTick(run));
}

export function createBatchLoader<K, V>(batch: (keys: K[]) => Promise<ReadonlyMap<K, V>>): BatchLoader<K, V> {
  const answers = new Map<K, Promise<V | null>>();
  let queue: { key: K; resolve: (value: V | null) => void; reject: (error: unknown) => void }[] = [];
  const dispatch = () => {
    const pending = queue;
    queue = [];
    batch([...new Set(pending.map((p) => p.key))]).then(
      (found) => pending.forEach((p) => p.resolve(found.get(p.key) ?? null)),
      (error: unknown) => {
        // A failed batch is not remembered: a later load asks again.
        for (const p of pending) answers.delete(p.key);
        pending.forEach((p) => p.reject(error));
      },
    );
  };
  return {
    load(key) {
      const known = answers.get(key);
      if (known) return known;
      const promise = new Promise<V | null>((resolve, reject) => {
        if (queue.length === 0) afterCurrentResolvers(dispatch);
        queue.push({ key, resolve, reject });
      });
      answers.set(key, promise);
      return promise;
    },
    forget(key) {
      answers.delete(key);
    },
  };
}

const byRequest = new WeakMap<Request, Map<string, BatchLoader<unknown, unknown>>>();

/** The request's loader named `name`, created on first use with `create`. */
export function requestLoader<K, V>(request: Request, name: string, create: () => BatchLoader<K, V>): BatchLoader<K, V> {
  let loaders = byRequest.get(request);
  if (!loaders) {
    loaders = new Map();
    byRequest.set(request, loaders);
  }
  let loader = loaders.get(name) as BatchLoader<K, V> | undefined;
  if (!loader) {
    loader = create();
    loaders.set(name, loader as BatchLoader<unknown, unknown>);
  }
  return loader;
}
