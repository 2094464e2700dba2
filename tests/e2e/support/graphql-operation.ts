/**
 * True when a GraphQL request body names operation `name`. Our Apollo-free islands send persisted
 * operations (codegen.ts): the body has the operation's name and hash, never its text, so a test
 * recognises a request by its name only.
 */
export function isOperation(body: string | null, name: string): boolean {
  try {
    return (JSON.parse(body ?? '{}') as { operationName?: string }).operationName === name;
  } catch {
    return false;
  }
}
