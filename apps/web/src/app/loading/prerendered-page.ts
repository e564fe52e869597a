import { onlyDestinationInQuery } from '@simportal/contract/destination-page';
import type { Locale } from '@simportal/contract/locales';
import { onlyLanguageInQuery } from '@simportal/contract/page-language';
import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';

/**
 * A page the build rendered to HTML (docs/how-a-page-loads.md): #root holds its markup, and a JSON block beside it says
 * which path and language it is and what the route loaders answered while it was rendered.
 */
export interface PrerenderedPage {
  path: string;
  locale: Locale;
  hydrationData: HydrationState;
}

/** The id of the JSON block; a data block, not a script, so the Content-Security-Policy has nothing to allow. */
export const PRERENDERED_PAGE_ID = 'prerendered-page';

/**
 * The JSON block's content (`document.getElementById(PRERENDERED_PAGE_ID)?.textContent`) read, or null for a
 * page that was not prerendered (or a block gone bad).
 */
export const parsePrerenderedPage = (text: string | null | undefined): PrerenderedPage | null => {
  if (!text) return null;
  try {
    const page = JSON.parse(text) as Partial<PrerenderedPage>;
    return typeof page.path === 'string' && typeof page.locale === 'string' && page.hydrationData
      ? (page as PrerenderedPage)
      : null;
  } catch {
    return null;
  }
};

/**
 * True when the app's first render will be exactly the prerendered HTML: same page (no query string but the
 * page's language, decision 0025: some pages read theirs; on a page with destination pages also `to`, which
 * its first render does not show, decision 0028), same language, and a first-time visitor, as the build
 * rendered it.
 */
export const matchesFirstRender = (
  page: PrerenderedPage,
  client: {
    pathname: string;
    search: string;
    locale: Locale;
    holdsAccountState: boolean;
    /** The page has destination pages (the route table's `findable.destinations`). */
    hasDestinationPages?: boolean;
  },
): boolean =>
  page.path === client.pathname &&
  (client.hasDestinationPages ? onlyDestinationInQuery(client.search) : onlyLanguageInQuery(client.search)) &&
  page.locale === client.locale &&
  !client.holdsAccountState;

/**
 * Loads the lazy parts (page chunk and texts) of the routes `pathname` matches and puts them on the route
 * objects, as React Router's hydration asks: otherwise its first render would be the loading fallback, not
 * the page the HTML shows.
 */
export const resolveLazyRoutes = async (routes: RouteObject[], pathname: string): Promise<void> => {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
};

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value the field had in the HTML, before anyone touched it. */
const initialValueOf = (field: Field): string => {
  if (field instanceof HTMLSelectElement) {
    return (
      [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? ''
    );
  }
  return field.defaultValue;
};

/** A press of a button, or a form sent, on a prerendered page before it was hydrated (public/early-actions.js). */
export interface EarlyAction {
  kind: 'click' | 'submit';
  /** The button's (or form's) place among the page's buttons (forms), which hydration keeps. */
  index: number;
}

/**
 * Ends early-actions.js's holding of presses, just before React is given the page, and answers those held. When
 * the file has not run yet, the mark left in its place keeps it from holding anything when it does.
 */
export const stopEarlyCapture = (): EarlyAction[] => {
  const page = window as { simportalEarlyActions?: { stop: () => EarlyAction[] } };
  const held = page.simportalEarlyActions?.stop() ?? [];
  page.simportalEarlyActions = { stop: () => [] };
  return held;
};

/**
 * What the visitor typed, ticked or chose in a prerendered page before the app hydrated it: the fields show it,
 * but the app never heard of it (React 19 does not replay it). Each such field is put back to its HTML value
 * through the property React watches, then given the visitor's value again as a browser would and the event
 * React listens for fired, so the app's state (a form's values, the language) matches the screen. Then the
 * buttons pressed and forms sent meanwhile (`actions`) are pressed and sent again, now that the app hears.
 */
export const replayEarlyInput = (root: HTMLElement, actions: readonly EarlyAction[] = []): void => {
  const buttons = [...root.querySelectorAll('button')];
  const forms = [...root.querySelectorAll('form')];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue;
      field.checked = field.defaultChecked;
      // a click flips it back to what the visitor left and is the event React's onChange listens to for these
      field.click();
      continue;
    }
    const typed = field.value;
    const initial = initialValueOf(field);
    if (typed === initial) continue;
    field.value = initial;
    const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    nativeSetter?.call(field, typed);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
  for (const action of actions) {
    if (action.kind === 'click') buttons[action.index]?.click();
    else forms[action.index]?.requestSubmit();
  }
};
