import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The graphql-codegen CLI entry file. Its package exports no `cjs/bin.js` subpath (resolving
 * it throws ERR_PACKAGE_PATH_NOT_EXPORTED), so read the `bin` map of its package.json instead.
 */
export function codegenBin(): string {
  const manifest = require.resolve('@graphql-codegen/cli/package.json');
  const { bin } = require(manifest) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin['graphql-codegen']);
}
