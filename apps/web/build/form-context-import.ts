import type { Plugin } from 'vite';

/** antd's form context module, which every input, select and checkbox reads. */
const ANTD_FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * antd's `form/context.js` takes only `FormProvider` from `@rc-component/form`, but through its index, whose
 * top-level statements (`RefForm.Field = Field`...) keep the whole library alive: field, list, validator, 13 KB
 * gzip in the first load of every page with a select or a checkbox and no form (/home, /plan, My SIMs). This
 * points that one import at the module that defines `FormProvider` (decision 0100); antd's Form itself still
 * imports the index, so a page with a form loads the library as before.
 */
export const formContextImport = (): Plugin => ({
  name: 'simportal:form-context-import',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@rc-component/form' || !importer || !ANTD_FORM_CONTEXT.test(importer)) return undefined;
    return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
  },
});
