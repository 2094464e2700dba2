/**
 * Long texts (blog bodies, legal documents) are stored as plain text: blocks separated by a
 * blank line; a block starting with '#'/'##'/'###' is a heading, and so is a short one-line
 * numbered title such as '1. Objeto' (legal sections), a block whose lines all
 * start with '- ' or '* ' is a bulleted list, anything else a paragraph (single line breaks
 * inside it are kept as spaces).
 */
export type TextBlock =
  | { type: 'heading'; level: 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

const HEADING = /^(#{1,3})\s+(.+)$/;
const BULLET = /^[-*•]\s+(.+)$/;
/** '1. Objeto', '2.3 Datos personales': a numbered title, short and without final punctuation. */
const NUMBERED_TITLE = /^\d{1,2}(\.\d{1,2})*\.?\s+\S.*$/;

function isNumberedTitle(lines: string[]): boolean {
  if (lines.length !== 1) return false;
  const line = lines[0];
  return line.length <= 90 && NUMBERED_TITLE.test(line) && !/[.:;,]$/.test(line);
}

export function toTextBlocks(body: string | null | undefined): TextBlock[] {
  if (!body) return [];
  const blocks: TextBlock[] = [];
  for (const raw of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = raw.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
    if (lines.length === 0) continue;
    const heading = HEADING.exec(lines[0]);
    if (heading) {
      // '#' and '##' become h2 (the page title is the h1), '###' an h3.
      blocks.push({ type: 'heading', level: heading[1].length >= 3 ? 3 : 2, text: heading[2].trim() });
      const rest = lines.slice(1);
      if (rest.length > 0) blocks.push(...toTextBlocks(rest.join('\n')));
      continue;
    }
    if (isNumberedTitle(lines)) {
      blocks.push({ type: 'heading', level: 2, text: lines[0] });
      continue;
    }
    if (lines.every((l) => BULLET.test(l))) {
      blocks.push({ type: 'list', items: lines.map((l) => BULLET.exec(l)![1].trim()) });
      continue;
    }
    blocks.push({ type: 'paragraph', text: lines.join(' ') });
  }
  return blocks;
}

/** The headings of a text, for a table of contents. */
export function headingsOf(blocks: readonly TextBlock[]): Array<{ level: 2 | 3; text: string }> {
  return blocks.flatMap((b) => (b.type === 'heading' ? [{ level: b.level, text: b.text }] : []));
}

/** A unique URL fragment id for the `index`-th heading ('1. Uso del servicio', 0 → 's1-uso-del-servicio'). */
export function headingId(text: string, index: number): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^[\d.\s]+/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug ? `s${index + 1}-${slug}` : `s${index + 1}`;
}
