/**
 * `__BUILD_YEAR__`, the year the build ran, defined in the browser bundle and in the prerender alike: what a
 * prerendered page showed for "this year" is what the app's first render must show to take it over
 * (src/lib/current-year.ts).
 */
export const buildYearDefine = (): Record<string, string> => ({
  __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
});
