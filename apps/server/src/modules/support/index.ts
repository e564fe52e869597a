// The public face of modules/support: what other modules, commands and the app may use. The rest is the module's
// own to change; .dependency-cruiser.cjs refuses an import past this file.

export { readOperatorDetails } from './operator.ts';
export { supportRoutes } from './routes.ts';
export { readSupportSettings } from './settings.ts';
