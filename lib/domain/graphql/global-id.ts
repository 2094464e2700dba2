/** Relay-style global ids: base64("Type:originalId"). Numeric strings are accepted as original ids. */
export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64');
}

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  let decoded: string;
  try {
    decoded = Buffer.from(globalId, 'base64').toString('utf8');
  } catch {
    return null;
  }
  const sep = decoded.indexOf(':');
  if (sep <= 0) return null;
  return { type: decoded.slice(0, sep), id: decoded.slice(sep + 1) };
}

/** Accepts a global id of `type` or a bare positive integer; returns the integer id or null. */
export function parseEntityId(value: string, type: string): number | null {
  const bare = /^\d{1,9}$/.test(value) ? value : (() => {
    const parsed = fromGlobalId(value);
    return parsed && parsed.type === type && /^\d{1,9}$/.test(parsed.id) ? parsed.id : null;
  })();
  if (bare === null) return null;
  const n = Number(bare);
  return n > 0 ? n : null;
}
