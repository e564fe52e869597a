// The public face of modules/data-export: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.
export { dataExportRoutes } from './routes.ts';
