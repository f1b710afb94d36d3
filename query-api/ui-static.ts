import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Sent with every UI response. The built UI is one module script, one stylesheet and fetches to the same
 * origin: nothing inline, nothing from elsewhere, never framed (the API token lives in the page's session storage).
 */
export const UI_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

/** Vite's hashed output: a changed file gets a new name, so browsers may keep these forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed assets: never reuse an old copy. */
const NO_STORE = 'no-store';

const NOT_BUILT_TEXT = [
  'The Tracehold UI is not built.',
  '',
  'Build it with `npm run build:ui` (`npm start` does it for you), then restart Tracehold.',
  'The API itself is running: see /v1/openapi.json.',
  '',
].join('\n');

/** What the UI routes need: the folder of the built UI (`ui/dist`, made by scripts/ui/build-ui.ts). */
export interface UiStaticDeps {
  uiDir: string;
}

function setUiHeaders(reply: FastifyReply): void {
  for (const [name, value] of Object.entries(UI_SECURITY_HEADERS)) reply.header(name, value);
}

/**
 * The investigation UI at `/` (index.html) and `/assets/*`, without authentication: the files hold no data,
 * every API call they make carries the user's token. Unknown paths keep the API's JSON 404 (the UI routes with
 * the hash, so no path needs index.html as a fallback), and nothing under /v1/ is ever looked up on disk. The
 * build is looked for once, at start: without one, `/` answers a short text page saying how to build it.
 */
export function uiStaticRoutes(deps: UiStaticDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('onSend', async (_req, reply, payload) => {
      setUiHeaders(reply);
      return payload;
    });
    if (!existsSync(path.join(deps.uiDir, 'index.html'))) {
      app.log.info({ uiDir: deps.uiDir }, 'the UI is not built: / explains how to build it');
      app.get('/', async (_req, reply) => reply.code(404).header('cache-control', NO_STORE).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT));
      return;
    }
    await app.register(fastifyStatic, {
      root: deps.uiDir,
      prefix: '/',
      // The build stamp (.build-stamp) and any other dotfile stay private.
      dotfiles: 'ignore',
      // Cache-Control is set below per file: hashed assets differ from index.html.
      cacheControl: false,
      // API paths are never files, whatever the build folder holds.
      allowedPath: (pathName) => !pathName.startsWith('/v1/') && pathName !== '/metrics',
      setHeaders(reply, filePath) {
        const rel = path.relative(deps.uiDir, filePath);
        reply.header('cache-control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : NO_STORE);
      },
    });
  };
}
