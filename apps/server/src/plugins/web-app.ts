import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../http/envelope.ts';

/** Vite puts content-hashed files under /assets: they never change, so they may be cached for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built single-page app with history fallback: any GET outside /api that is not a file answers
 * index.html, so client-side routes survive a reload. Unknown /api paths answer an enveloped 404.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string): Promise<boolean> => {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDistDir, filePath);
        res.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn(
      { webDistDir },
      'no web build found: only the API is served (run `npm run build -w @simportal/web`)',
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !wantsPage || !hasBuild) {
      return reply.status(404).send(failure('route_not_found', { method: request.method, path: pathname }));
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
  return hasBuild;
};
