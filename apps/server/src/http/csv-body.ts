import type { FastifyInstance } from 'fastify';

/**
 * Lets the routes of one plugin take a CSV file as it is (`Content-Type: text/csv`, e.g. curl --data-binary
 * @file.csv) as a string body of at most `bodyLimit` bytes. Registered per plugin, so only the import routes
 * accept CSV; each route also sets the same `bodyLimit`.
 */
export const acceptCsvBodies = (app: FastifyInstance, bodyLimit: number): void => {
  app.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => done(null, body),
  );
};
