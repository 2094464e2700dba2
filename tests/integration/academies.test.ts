/**
 * AcademiesQuery on the v4 endpoint (spec §3 academies result, §7: buckets sorted by id
 * descending), through the real route handler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

// The client's own operation document, so the test checks what the page sends.
const QUERY = readFileSync(path.resolve(__dirname, '../../graphql/operations/academies/AcademiesQuery.graphql'), 'utf8');

type Bucket = { id: string; name: string; quantity: number };
type Node = {
  id: string;
  slug: string;
  isNew: boolean;
  buckets: { id: string; name: string }[];
  url: { absoluteUrl: string; relativeUrl: string };
  academyConfiguration: { title: string; logo: { url: string; placeholder: string | null }; totalSkillPath: number };
};
type Result = { educationAcademies: { totalCount: number; buckets: Bucket[]; edges: { node: Node }[] } };

async function academies(catalogCategories?: string[] | null, headers: Record<string, string> = {}) {
  const res = await callGraphQL<Result>('v4', QUERY, catalogCategories === undefined ? {} : { catalogCategories }, { headers });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.educationAcademies;
}

const ids = (buckets: { id: string }[]) => buckets.map((b) => Number(b.id));
const descending = (list: number[]) => list.every((v, i) => i === 0 || list[i - 1] > v);

describe(`educationAcademies on v4 (${label})`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('returns every academy with its buckets sorted by id descending', async () => {
    const r = await academies();
    expect(r.totalCount).toBe(6);
    expect(r.edges).toHaveLength(6);
    expect(r.buckets.length).toBeGreaterThanOrEqual(4);
    expect(descending(ids(r.buckets))).toBe(true);
    for (const { node } of r.edges) expect(descending(ids(node.buckets))).toBe(true);
  });

  it('counts, per bucket, the academies that carry it', async () => {
    const r = await academies();
    for (const b of r.buckets) {
      expect(b.quantity).toBe(r.edges.filter((e) => e.node.buckets.some((nb) => nb.id === b.id)).length);
      expect(b.quantity).toBeGreaterThan(0);
    }
    const creativity = r.buckets.find((b) => b.name === 'Creatividad')!;
    expect(creativity.quantity).toBe(3);
  });

  it('gives each academy its slug, url, configuration and buckets', async () => {
    const r = await academies();
    const design = r.edges.find((e) => e.node.slug === 'academia-de-diseno')!.node;
    expect(design).toMatchObject({
      isNew: false,
      url: { relativeUrl: '/academias/#academia-de-diseno' },
      academyConfiguration: { title: 'Academia de Diseño', logo: { url: '/media/academy/academia-de-diseno.svg' }, totalSkillPath: 5 },
    });
    expect(design.url.absoluteUrl).toMatch(/^https?:\/\/[^/]+\/academias\/#academia-de-diseno$/);
    expect(design.buckets.map((b) => b.name).sort()).toEqual(['Carrera profesional', 'Creatividad']);
    expect(r.edges.find((e) => e.node.slug === 'academia-de-programacion')!.node.isNew).toBe(true);
  });

  it('answers in the request language', async () => {
    const r = await academies(undefined, { 'accept-language': 'pt-BR' });
    const design = r.edges.find((e) => e.node.slug === 'academia-de-diseno')!.node;
    expect(design.academyConfiguration.title).toBe('Academia de Design');
    expect(design.url.relativeUrl).toBe('/pt/academias/#academia-de-diseno');
    expect(r.buckets.map((b) => b.name)).toContain('Criatividade');
  });

  it('filters by catalogue categories and counts only what it returns', async () => {
    const one = await academies(['fotografia']);
    expect(one.totalCount).toBe(1);
    expect(one.edges.map((e) => e.node.slug)).toEqual(['academia-de-fotografia']);
    expect(one.buckets).toEqual([{ id: one.edges[0].node.buckets[0].id, name: 'Creatividad', quantity: 1 }]);

    const two = await academies(['diseno-grafico', 'negocios']);
    expect(two.totalCount).toBe(2);
    expect(two.edges.map((e) => e.node.slug).sort()).toEqual(['academia-de-diseno', 'academia-de-negocios']);
    expect(descending(ids(two.buckets))).toBe(true);
    expect(two.buckets.find((b) => b.name === 'Carrera profesional')?.quantity).toBe(2);
    expect(two.buckets.find((b) => b.name === 'Creatividad')?.quantity).toBe(1);
    expect(two.buckets.find((b) => b.name === 'Negocios')?.quantity).toBe(1);
    expect(two.buckets.some((b) => b.name === 'Tecnología')).toBe(false);
  });

  it('treats no list or an empty list as every academy, and an unknown category as none', async () => {
    expect((await academies(null)).totalCount).toBe(6);
    expect((await academies([])).totalCount).toBe(6);
    expect(await academies(['no-existe'])).toEqual({ totalCount: 0, buckets: [], edges: [] });
  });

  it('refuses a malformed category with a translated BAD_USER_INPUT error', async () => {
    const res = await callGraphQL('v4', QUERY, { catalogCategories: ['Diseño gráfico!'] });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'El valor de «catalogCategories.0» no es válido.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('is served on v4 only (spec §7 placement)', async () => {
    const res = await callGraphQL('default', QUERY, {});
    expect(res.body.errors?.[0]?.message).toMatch(/educationAcademies/);
  });
});
