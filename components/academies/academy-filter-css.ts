/**
 * The CSS that hides the academies a bucket filter leaves out (was an Emotion `sx` object): the
 * list is server markup, so a rule on its `data-academy` items hides them at once, without
 * touching the server-rendered DOM. Pure, so it is tested without React.
 */

/** A value inside a double-quoted CSS attribute selector. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '')}"`;
}

/**
 * The rule for the filter wrapper `[data-academy-filter="<scope>"]`: nothing when no bucket is
 * chosen; with the API's answer, every academy outside `visible` (slugs); before it, every
 * academy whose `data-buckets` lacks the chosen bucket.
 */
export function academyFilterCss(scope: string, active: string | null, visible: ReadonlySet<string> | null): string {
  if (active === null) return '';
  const items = `[data-academy-filter=${quoted(scope)}] [data-academy]`;
  const outside = visible ? [...visible].map((slug) => `:not([data-slug=${quoted(slug)}])`).join('') : `:not([data-buckets~=${quoted(active)}])`;
  return `${items}${outside}{display:none}`;
}
