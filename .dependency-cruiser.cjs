/**
 * `npm run lint` runs this over the server, the web app and the core package (type-only imports
 * included): no import cycles, and no web feature importing another.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle, type-only ones included: move what both sides need to a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-to-feature',
      severity: 'error',
      comment:
        'A web feature stands alone: what two features share lives in app/, components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-prerender)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
