export type Messages = { [key: string]: string | Messages };

/**
 * Deep-merges `primary` over `fallback`: a key missing in a language falls back to the
 * Spanish text (spec §9: fallback language Spanish), and only then to the key itself.
 */
export function mergeMessages(fallback: Messages, primary: Messages): Messages {
  const out: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = out[key];
    out[key] = typeof value === 'object' && typeof base === 'object' ? mergeMessages(base, value) : value;
  }
  return out;
}
