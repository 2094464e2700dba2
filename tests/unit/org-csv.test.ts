/** The report CSV (lib/domain/org/csv.ts): RFC 4180 quoting, CRLF, UTF-8 BOM, no formula injection. */
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvFileName, toCsv } from '@/lib/domain/org/csv';

describe('csv', () => {
  it('quotes fields with commas, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('Pérez, Ana')).toBe('"Pérez, Ana"');
    expect(csvCell('Ana "La" Pérez')).toBe('"Ana ""La"" Pérez"');
    expect(csvCell('dos\r\nlíneas')).toBe('"dos\r\nlíneas"');
    expect(csvCell(' espacio')).toBe('" espacio"');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-2')).toBe("'-2");
  });

  it('writes a BOM, then CRLF-terminated records', () => {
    const csv = toCsv([
      ['Nombre', 'Avance (%)'],
      ['Martina Álvarez', 55],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('Nombre,Avance (%)\r\nMartina Álvarez,55\r\n');
  });

  it('makes safe file names', () => {
    expect(csvFileName('informe', 'acme-learning', new Date('2026-03-10T15:00:00Z'))).toBe('informe-acme-learning-2026-03-10.csv');
    expect(csvFileName('Relatório', '../x', new Date('2026-03-10T15:00:00Z'))).toBe('relat-rio-x-2026-03-10.csv');
  });
});
