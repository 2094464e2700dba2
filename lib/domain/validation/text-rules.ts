/**
 * The one rule for free text anyone can send (issue 17 item 11): no NUL, no other control
 * characters (tab, line feed and carriage return excepted, so multi-line text stays valid) and
 * no unpaired UTF-16 surrogates.
 *
 * Why: PostgreSQL cannot store U+0000 in text or jsonb, nor a lone surrogate in jsonb, so such
 * a value reached the database and came back as a masked 500 (GraphQL) or a misleading 503
 * (analytics collectors). No real search term, event property or note needs them either, so
 * they are refused in validation with a translated message and nothing is written.
 *
 * Pure and shared by client and server; every zod schema that takes free text uses
 * `cleanText()` (or `cleanTextRefinement`), and GraphQL's `parseArgs` checks whole argument trees
 * with `findUncleanText` so no resolver can forget it.
 */
import './zod-without-eval';
import { z } from 'zod';

/** The message key of the refusal (messages/*\/errors.json `api.controlCharacters`). */
export const UNCLEAN_TEXT_MESSAGE = 'api.controlCharacters';

// C0 controls except \t \n \r, and DEL.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** True when `text` holds no NUL, no other control character but tab/LF/CR, and no lone surrogate. */
export function isCleanText(text: string): boolean {
  return !CONTROL.test(text) && text.isWellFormed();
}

/** Largest number of values `findUncleanText` looks at (an argument tree is far smaller). */
const MAX_VISITED = 100_000;

/**
 * The path of the first string (value or object key) in a JSON-like tree that breaks the rule,
 * or null when every string is clean. Iterative, so a deeply nested value cannot overflow the
 * stack.
 */
export function findUncleanText(value: unknown): (string | number)[] | null {
  // Each entry keeps a link to its parent's step, not a copy of its path: linear in the tree size.
  type Step = { key: string | number; parent: Step | null } | null;
  const pathOf = (step: Step, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = step; at; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Array<[unknown, Step]> = [[value, null]];
  let visited = 0;
  while (stack.length && visited < MAX_VISITED) {
    const [current, step] = stack.pop()!;
    visited += 1;
    if (typeof current === 'string') {
      if (!isCleanText(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, { key: index, parent: step }]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isCleanText(key)) return pathOf(step, key);
        stack.push([item, { key, parent: step }]);
      }
    }
  }
  return null;
}

/** A refinement for any string schema: `z.string().max(200).refine(...cleanTextRefinement)`. */
export const cleanTextRefinement = [isCleanText, { message: UNCLEAN_TEXT_MESSAGE }] as const;

/** `z.string()` that follows the rule; chain limits before it: `cleanText(z.string().max(200))`. */
export function cleanText<T extends z.ZodString>(schema: T = z.string() as T) {
  return schema.refine(...cleanTextRefinement);
}
