export type Messages = { [key: string]: string | Messages };

/**
 * Deep-merges `primary` over `fallback`: a key missing in a language falls back to the
 * Spanish text (spec §9: fallback language Spanish), and only then to the key itself.
 */
export function mergeMessages(fallback: Messages, primary: Messages): Messages {
  const out: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = out[key];
    // Arrays are leaves: a message precompiled at build time is an array, not a namespace.
    out[key] = isNamespace(value) && isNamespace(base) ? mergeMessages(base, value) : value;
  }
  return out;
}

function isNamespace(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
