import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where the web keeps the generated types, from the repository's root. */
export const API_TYPES_FILE = 'apps/web/src/lib/api-paths.gen.ts';

const BANNER = `/**
 * The server's HTTP operations as TypeScript types, written by openapi-typescript from the OpenAPI document
 * the server builds from its route schemas. Do not edit: \`npm run api:types\` writes it again, and the server's
 * openapi-document test fails while it differs from the document.
 */
`;

/**
 * The web's API types for the server's OpenAPI document (paths with their parameters, bodies and answers). Every
 * property the document marks required stays required; enums stay string unions, so the file holds types only
 * and adds nothing to the bundle.
 */
export const apiTypesOf = async (document: unknown): Promise<string> => {
  const ast = await openapiTS(document as OpenAPI3, { silent: true, alphabetize: true });
  return `${BANNER}\n${astToString(ast)}`;
};
