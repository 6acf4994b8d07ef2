import { z } from 'zod';

// In the browser the page's Content-Security-Policy forbids eval, so schemas are never compiled to
// code there; saying so up front also spares the console a refused-eval report. The server keeps
// zod's faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
