import type { ApiKeyScope } from '@simportal/contract/api/api-keys';
import type { TFunction } from 'i18next';

/** A scope's short name, as the list and the dialog show it. */
export const scopeName = (t: TFunction, scope: ApiKeyScope): string =>
  t(`integrations.apiKeys.scope.${scope}`);

/** The sentence that says what a scope lets a key do. */
export const scopeHelp = (t: TFunction, scope: ApiKeyScope): string =>
  t(`integrations.apiKeys.scopeHelp.${scope}`);
