/**
 * Search term of the search landing (spec §3 "Search term": value, cleanValue,
 * evaluatedValue, isValid; spec §5: valid only when its trimmed length is greater than 1).
 * Shared by the server page and any client search box.
 */
export type SearchTerm = {
  /** What the visitor typed, as received. */
  value: string;
  /** The value trimmed. */
  cleanValue: string;
  /** What the search runs on: the clean value with inner whitespace collapsed and capped, '' when invalid. */
  evaluatedValue: string;
  isValid: boolean;
};

/** Shortest trimmed term that is searched (spec §5: length greater than 1). */
export const MIN_SEARCH_TERM_LENGTH = 2;
/** Longest term sent to the database; longer input is cut, not rejected. */
export const MAX_SEARCH_TERM_LENGTH = 100;

/** Accepts a query parameter as Next hands it over (string, repeated string or missing). */
export function parseSearchTerm(raw: string | readonly string[] | null | undefined): SearchTerm {
  const value = typeof raw === 'string' ? raw : Array.isArray(raw) && typeof raw[0] === 'string' ? raw[0] : '';
  const cleanValue = value.trim();
  const isValid = cleanValue.length >= MIN_SEARCH_TERM_LENGTH;
  const evaluatedValue = isValid ? cleanValue.replace(/\s+/g, ' ').slice(0, MAX_SEARCH_TERM_LENGTH).trim() : '';
  return { value, cleanValue, evaluatedValue, isValid };
}

export function isValidSearchTerm(raw: string | null | undefined): boolean {
  return parseSearchTerm(raw).isValid;
}
