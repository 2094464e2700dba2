import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/domain/i18n/routing';
import { namespaces } from '@/lib/domain/i18n/namespaces';
import { mergeMessages, type Messages } from '@/lib/domain/i18n/merge-messages';
import { localized } from '@/lib/domain/i18n/localized';

const dir = path.resolve(__dirname, '../../messages');
const flatten = (o: Messages, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const load = (locale: string, ns: string) => JSON.parse(readFileSync(path.join(dir, locale, `${ns}.json`), 'utf8')) as Messages;

describe('messages (ARCHITECTURE.md: a key in one language is a key in all)', () => {
  it('every locale has exactly the namespace files listed in lib/domain/i18n/namespaces.ts', () => {
    for (const locale of locales) {
      expect(readdirSync(path.join(dir, locale)).sort()).toEqual(namespaces.map((n) => `${n}.json`).sort());
    }
  });

  it.each(namespaces)('namespace %s has the same keys in es, pt and en, none empty', (ns) => {
    const es = flatten(load('es', ns)).sort();
    for (const locale of ['pt', 'en']) expect(flatten(load(locale, ns)).sort(), `${locale}/${ns}`).toEqual(es);
    for (const locale of locales) {
      const values = flatten(load(locale, ns)).map((key) => key.split('.').reduce<unknown>((o, k) => (o as Messages)[k], load(locale, ns)));
      expect(values.every((v) => typeof v === 'string' && v.trim().length > 0), `${locale}/${ns}`).toBe(true);
    }
  });

  it('falls back to Spanish for a missing key (spec §8 translation lookup)', () => {
    const merged = mergeMessages({ a: { b: 'uno', c: 'dos' } }, { a: { b: 'um' } });
    expect(merged).toEqual({ a: { b: 'um', c: 'dos' } });
    expect(localized({ es: 'Diseño', pt: '' }, 'pt')).toBe('Diseño');
    expect(localized({ es: 'Diseño', pt: 'Design' }, 'pt')).toBe('Design');
    expect(localized(null, 'es')).toBe('');
  });

  it('a message precompiled at build time (an array) replaces the Spanish one whole, never merged as a namespace', () => {
    const spanish = { a: { greet: ['Hola ', ['name']], plain: 'uno' } } as unknown as Messages;
    const portuguese = { a: { greet: ['Olá ', ['name']] } } as unknown as Messages;
    expect(mergeMessages(spanish, portuguese)).toEqual({ a: { greet: ['Olá ', ['name']], plain: 'uno' } });
  });
});
