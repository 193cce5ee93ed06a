// ESLint rule `rooms/feature-rooms` (decision 080): a feature imports another feature only through
// what that feature deliberately shares, and the shared layers (components, lib) import no feature
// at all. Route pages are wired in the app layer, which may import any feature.
//
// Options: { features: 'src/web/features', shared: { '*': ['api/'], plan: ['components/today-next-step'] },
//            layers: ['src/web/components'], aliases: { '#web/': 'src/web/' } }
// A shared entry ending in '/' opens a folder; any other names one module (without its extension).
// Imports are resolved from the importing file (relative paths and the listed aliases), so the rule
// reads the same whichever way the import is written.
import path from 'node:path';

const posix = path.posix;
const EXTENSION = /\.(tsx?|jsx?|mjs)$/;

/** @type {import('eslint').Rule.RuleModule} */
export const featureRooms = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports another feature only through what that feature shares (decision 080).' },
    schema: [
      {
        type: 'object',
        properties: {
          features: { type: 'string' },
          shared: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          layers: { type: 'array', items: { type: 'string' } },
          aliases: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['features'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{from}}' may not reach into '{{feature}}/{{module}}': import what {{feature}} shares ({{allowed}}), or move the piece to a shared layer (decision 080).",
      layer: "'{{from}}' is shared by every feature and may not import the feature '{{feature}}' (decision 080).",
    },
  },
  create(context) {
    const { features, shared = {}, layers = [], aliases = {} } = context.options[0];
    const file = posix.normalize(path.relative(context.cwd, context.filename).split(path.sep).join('/'));
    const inFeature = file.startsWith(`${features}/`);
    const layer = layers.find((dir) => file.startsWith(`${dir}/`));
    if (!inFeature && !layer) return {};
    const own = inFeature ? file.slice(features.length + 1).split('/')[0] : undefined;

    const resolve = (specifier) => {
      if (specifier.startsWith('.')) return posix.join(posix.dirname(file), specifier);
      const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
      return alias && posix.join(aliases[alias], specifier.slice(alias.length));
    };
    const allowedIn = (feature) => [...(shared['*'] ?? []), ...(shared[feature] ?? [])];
    const isShared = (feature, module) =>
      allowedIn(feature).some((entry) => (entry.endsWith('/') ? module.startsWith(entry) : module === entry));

    const check = (source) => {
      if (typeof source?.value !== 'string') return;
      const target = resolve(source.value);
      if (!target?.startsWith(`${features}/`)) return;
      const [feature, ...rest] = target.slice(features.length + 1).split('/');
      if (feature === own) return;
      const module = rest.join('/').replace(EXTENSION, '');
      if (layer) {
        context.report({ node: source, messageId: 'layer', data: { from: layer, feature } });
      } else if (!isShared(feature, module)) {
        const allowed = allowedIn(feature).join(', ') || 'nothing';
        context.report({ node: source, messageId: 'internal', data: { from: own, feature, module, allowed } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'feature-rooms': featureRooms } };
