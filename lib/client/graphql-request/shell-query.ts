'use client';

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { GraphQLRequestError, GraphQLRequestResult } from './request';

/** What a component sees of one shell query. */
export type ShellQueryState<TResult> = { data: TResult | undefined; loading: boolean; error: GraphQLRequestError | null };

const IDLE = Object.freeze({ data: undefined, loading: false, error: null });
/** A key asked for but not sent yet (its request starts after mount). */
const PENDING = Object.freeze({ data: undefined, loading: true, error: null });

export interface ShellQuery<TResult> {
  /**
   * The answer for `key` (null: skipped, nothing is sent). The first component asking for a key
   * starts the request; every other one shares it, and the answer is kept for the page's life
   * (Apollo's cache-first, in a few lines).
   */
  use: (key: string | null) => ShellQueryState<TResult>;
  /** Starts the request for `key` unless it has an answer or is in flight (`force`: always). */
  load: (key: string, force?: boolean) => Promise<void>;
  /** The current state of `key`. */
  get: (key: string) => ShellQueryState<TResult>;
  /** Amends a loaded answer in place (after a write); an answer not loaded is left alone. */
  update: (key: string, change: (data: TResult) => TResult) => void;
  /** Tests: forget every answer. */
  reset: () => void;
}

/**
 * A tiny shared cache for the shell's always-on reads (menu flags, notifications access): one
 * request per key and page, shared by every component, without Apollo. `run` sends it (with
 * lib/client/graphql-request); its failures are already logged there.
 */
export function createShellQuery<TResult>(run: (key: string) => Promise<GraphQLRequestResult<TResult>>): ShellQuery<TResult> {
  let states = new Map<string, ShellQueryState<TResult>>();
  const listeners = new Set<() => void>();
  const inflight = new Map<string, { promise: Promise<void>; id: number }>();
  let sequence = 0;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const set = (key: string, state: ShellQueryState<TResult>) => {
    states = new Map(states).set(key, state);
    emit();
  };
  const get = (key: string): ShellQueryState<TResult> => states.get(key) ?? IDLE;

  function load(key: string, force = false): Promise<void> {
    const running = inflight.get(key);
    if (!force && running) return running.promise;
    if (!force && states.has(key) && !states.get(key)?.loading) return Promise.resolve();
    const id = ++sequence;
    const previous = states.get(key);
    set(key, { data: previous?.data, loading: true, error: null });
    const promise = run(key).then(
      (result) => {
        if (inflight.get(key)?.id !== id) return; // a newer request answers instead
        inflight.delete(key);
        set(key, result.ok ? { data: result.data, loading: false, error: null } : { data: previous?.data, loading: false, error: result.error });
      },
      (error: unknown) => {
        if (inflight.get(key)?.id !== id) return;
        inflight.delete(key);
        set(key, { data: previous?.data, loading: false, error: { kind: 'network', message: error instanceof Error ? error.message : String(error) } });
      },
    );
    inflight.set(key, { promise, id });
    return promise;
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  function use(key: string | null): ShellQueryState<TResult> {
    const snapshot = useCallback(() => (key === null ? IDLE : (states.get(key) ?? PENDING)) as ShellQueryState<TResult>, [key]);
    const state = useSyncExternalStore(subscribe, snapshot, () => IDLE as ShellQueryState<TResult>);
    useEffect(() => {
      if (key !== null) void load(key);
    }, [key]);
    return state;
  }

  function update(key: string, change: (data: TResult) => TResult) {
    const state = states.get(key);
    if (state?.data !== undefined) set(key, { ...state, data: change(state.data) });
  }

  function reset() {
    sequence += 1;
    inflight.clear();
    states = new Map();
    emit();
  }

  return { use, load, get, update, reset };
}
