// The public face of modules/health: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { healthRoutes } from './routes.ts';
