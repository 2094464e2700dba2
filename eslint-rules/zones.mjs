/**
 * The borders between lib/'s three zones (issue 19 item 1, docs/architecture.md "Zones"):
 *   - lib/domain/ is pure code for both sides: it imports neither lib/client/, lib/server/ nor components/;
 *   - lib/server/ and graphql/ run on the server only: they never import components/ or lib/client/;
 *   - a file that starts with the 'use client' directive is sent to the browser: it never imports lib/server/.
 * A local rule rather than no-restricted-imports because it resolves relative specifiers too
 * ('../../server/x' is as wrong as '@/lib/server/x') and because only a rule can see the directive.
 */
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const ZONES = [
  { name: 'lib/domain', applies: (file) => file.startsWith('lib/domain/'), forbidden: ['lib/client', 'lib/server', 'components'] },
  { name: 'lib/server', applies: (file) => file.startsWith('lib/server/'), forbidden: ['components', 'lib/client'] },
  { name: 'graphql', applies: (file) => file.startsWith('graphql/'), forbidden: ['components', 'lib/client'] },
];

const CLIENT_FORBIDDEN = ['lib/server'];

/** The repo path an import specifier names, or null for a package. */
function repoTarget(specifier, file) {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier)).split(path.sep).join('/');
  }
  return null;
}

const inside = (target, folder) => target === folder || target.startsWith(`${folder}/`);

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps imports inside lib/'s zones (docs/architecture.md)." },
    schema: [],
    messages: {
      zone: "{{zone}} must not import {{forbidden}} ('{{specifier}}'): see docs/architecture.md, \"Zones\".",
      useClient: "A 'use client' file must not import lib/server ('{{specifier}}'): server code would be sent to the browser. Call it through a GraphQL operation or pass the data as props.",
    },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (file.startsWith('..')) return {};
    const zone = ZONES.find((z) => z.applies(file));
    const isClientFile = context.sourceCode.ast.body.some((statement) => statement.type === 'ExpressionStatement' && statement.directive === 'use client');
    if (!zone && !isClientFile) return {};

    function check(node, source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = repoTarget(specifier, file);
      if (target === null) return;
      const forbidden = zone?.forbidden.find((folder) => inside(target, folder));
      if (forbidden) context.report({ node, messageId: 'zone', data: { zone: zone.name, forbidden, specifier } });
      else if (isClientFile && CLIENT_FORBIDDEN.some((folder) => inside(target, folder))) context.report({ node, messageId: 'useClient', data: { specifier } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

const zones = { meta: { name: 'cursalia-zones' }, rules: { 'import-boundaries': importBoundaries } };

export default zones;
