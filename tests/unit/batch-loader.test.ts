/**
 * graphql/batch-loader: a field asked on every item of a list is answered by one batch per request
 * (issue 15: `Course.viewerAccess` on lists without N+1), checked with graphql-js executing a list.
 */
import { describe, expect, it } from 'vitest';
import { buildSchema, graphql } from 'graphql';
import { createBatchLoader, requestLoader } from '@/graphql/batch-loader';

const schema = buildSchema(`
  type Query { items(n: Int!): [Item!]! other: Item! }
  type Item { id: Int! access: String }
`);

function setup() {
  const batches: number[][] = [];
  const request = new Request('http://localhost/api/v2/graph/');
  const loader = () =>
    requestLoader(request, 'test', () =>
      createBatchLoader<number, string>(async (keys) => {
        batches.push(keys);
        return new Map(keys.filter((k) => k % 7 !== 0).map((k) => [k, `access-${k}`]));
      }),
    );
  const rootValue = {
    items: ({ n }: { n: number }) => Array.from({ length: n }, (_, i) => ({ id: i + 1, access: () => loader().load(i + 1) })),
    other: () => ({ id: 3, access: () => loader().load(3) }),
  };
  return { batches, loader, run: (source: string) => graphql({ schema, source, rootValue }) };
}

describe('createBatchLoader', () => {
  it('answers a list of 50 with one batch, in order, with null for what the batch did not find', async () => {
    const { batches, run } = setup();
    const result = await run('{ items(n: 50) { id access } }');
    expect(result.errors).toBeUndefined();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(50);
    const items = (result.data as { items: { id: number; access: string | null }[] }).items;
    expect(items[0]).toEqual({ id: 1, access: 'access-1' });
    expect(items[6]).toEqual({ id: 7, access: null });
  });

  it('gathers the same key once, and remembers answers for the rest of the request', async () => {
    const { batches, run } = setup();
    await run('{ items(n: 5) { access } other { access } }');
    expect(batches).toEqual([[1, 2, 3, 4, 5]]);
    await run('{ other { access } }');
    expect(batches).toHaveLength(1);
  });

  it('forget makes the next load ask again (after a mutation changed the answer)', async () => {
    const { batches, loader } = setup();
    expect(await loader().load(4)).toBe('access-4');
    loader().forget(4);
    expect(await loader().load(4)).toBe('access-4');
    expect(batches).toEqual([[4], [4]]);
  });

  it('a failed batch rejects its loads and is not remembered', async () => {
    let fail = true;
    const loader = createBatchLoader<number, string>(async (keys) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, String(k)]));
    });
    await expect(Promise.all([loader.load(1), loader.load(2)])).rejects.toThrow('database down');
    fail = false;
    expect(await loader.load(1)).toBe('1');
  });

  it('keeps requests apart: another request has its own loader', async () => {
    const a = new Request('http://localhost/a');
    const b = new Request('http://localhost/b');
    const make = () => createBatchLoader<number, number>(async (keys) => new Map(keys.map((k) => [k, k])));
    expect(requestLoader(a, 'x', make)).toBe(requestLoader(a, 'x', make));
    expect(requestLoader(a, 'x', make)).not.toBe(requestLoader(b, 'x', make));
  });
});
