declare module 'virtual:ui-locale-packs' {
  import type { Locale as AntdLocale } from 'antd/es/locale';

  /** antd's texts of a language (undefined when antd lacks them), its dayjs texts loaded alongside. */
  export const uiLocalePacks: Record<string, () => Promise<AntdLocale | undefined>>;
}
