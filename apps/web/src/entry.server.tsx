/**
 * Renders a public page to HTML at build time (`prerender` in react-router.config.ts); the app has
 * no server rendering at run time. The page is written only once all of it is ready, so it is
 * complete HTML that reads without script, with the router's state and MUI's styles inline with
 * the elements they style (the browser moves them into the head before it takes the page over).
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { RenderingStartPage } from './app/start-page';
import { PUBLIC_PAGES } from './public-pages';

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <RenderingStartPage.Provider value={context.isSpaMode}>
        <ServerRouter context={context} url={request.url} />
      </RenderingStartPage.Provider>,
      {
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            const rendered = Buffer.concat(chunks).toString('utf8');
            // A public page reads and paints with no script: hints to fetch the app's modules
            // before its first paint would only compete with it on a slow connection, so its
            // modules load as the page's script asks for them. The start page and the signed-in
            // pages keep them: what they show first is the wait for the app, and the hints fetch
            // all of the page's modules at once rather than each after the one importing it, at
            // low priority, behind the page's fonts and images, which its first paint needs.
            const path = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
            const html =
              !context.isSpaMode && (PUBLIC_PAGES as readonly string[]).includes(path)
                ? rendered.replace(/<link rel="modulepreload"[^>]*>/g, '')
                : rendered.replace(/<link rel="modulepreload"/g, '$& fetchpriority="low"');
            headers.set('content-type', 'text/html; charset=utf-8');
            resolve(new Response(html, { status, headers }));
          });
          pipe(body);
        },
        // a page that cannot be rendered stops the build rather than shipping half a page
        onShellError: reject,
        onError: reject,
      },
    );
  });
}
