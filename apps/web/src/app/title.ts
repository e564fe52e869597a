/** Between the product name and the page's own part: `SIM Portal - My SIMs`. */
const TITLE_SEPARATOR = ' - ';
/** Between the segments of a path shown as a title (spec §2): `/a/b` → `a · b`. */
const PATH_SEPARATOR = ' · ';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export interface TitleInput {
  productName: string;
  pathname: string;
  /** The matched route's title key, if it has one. */
  titleKey: string | undefined;
  translate: (key: string) => string;
}

/**
 * The document title (spec §2): the product name, then the translated route title when the route has one;
 * for the root path 'home'; otherwise the path with its slashes turned into ' · ' (leading and trailing
 * slashes dropped, so `/no/such/page` reads `no · such · page`).
 */
export const documentTitle = ({ productName, pathname, titleKey, translate }: TitleInput): string => {
  const part = titleKey
    ? translate(titleKey)
    : pathname === '/'
      ? 'home'
      : pathname.split('/').filter(Boolean).map(decode).join(PATH_SEPARATOR);
  return part ? `${productName}${TITLE_SEPARATOR}${part}` : productName;
};
