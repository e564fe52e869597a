import { LANGUAGES, type Locale } from '@simportal/contract/locales';
import type { ComponentType } from 'react';
import type { TextArea } from '../locales/text-files.ts';

/** Which frame a page sits in (spec §2): `default` has header, menu and footer; `custom` is a bare card. */
export type LayoutName = 'default' | 'custom' | 'not-found';

export interface PageRoute {
  path: string;
  /** Translation key of the page title and menu label (ant-design-pro style: the route names its title). */
  titleKey?: string;
  layout: LayoutName;
  /**
   * Present when the route has a menu entry; hidden entries keep their order for later use. `guest`: shown to a
   * visitor too, though the page is not public (it asks them to log in first).
   */
  menu?: { order: number; hidden: boolean; guest?: true };
  /** On the guard's whitelist (spec §6): a visitor who is not logged in may open it. */
  public?: boolean;
  /** Only for visitors (the login and register forms): a logged-in user is sent where a login would send them. */
  guestOnly?: true;
  access?: 'admin';
  /**
   * Open to a member of another's account (decision 0103): their cards' pages and their own account. A member
   * opening any other page is sent to My SIMs, and their menu lists these only.
   */
  members?: true;
  /** Accepted values of path parameters; any other value is a 404. */
  params?: Readonly<Record<string, readonly string[]>>;
  /** Loads the page on demand (spec §9). */
  page: () => Promise<ComponentType>;
  /**
   * The text areas (src/locales/<locale>/<area>.json) the page shows besides `common`, loaded with it.
   * routes-texts.test.ts reads each page's sources and fails when one is missing.
   */
  texts?: readonly TextArea[];
  /**
   * Rendered to HTML at build time, as a first-time visitor sees it, in every language; the server sends that
   * HTML and the app takes it over (decision 0018). Only for public pages without parameters whose first
   * render depends on nothing but the language.
   */
  prerender?: true;
  /**
   * Shown offline from what the offline wallet kept (decision 0099); every other page says it needs a connection
   * when the browser is offline.
   */
  offline?: true;
  /**
   * A page a search engine should list (decision 0025): in sitemap.xml in every language, allowed by
   * robots.txt; every other route is disallowed there. `descriptionKey` is its meta description (the `share`
   * texts). A page whose path parameter is the language of its content names which value is which language:
   * its address in that language uses that value. A page with `destinations` is also a page of its own for
   * each country or region a plan on sale covers (`?to=JP`, decision 0028): listed in sitemap.xml, with its
   * own title and description (`share` texts holding `{{place}}`, `{{count}}`, `{{price}}`), worded by the
   * server from the live catalogue.
   */
  findable?: {
    descriptionKey: string;
    languageParam?: { name: string; values: Readonly<Record<Locale, string>> };
    destinations?: { titleKey: string; descriptionKey: string };
  };
}

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type AppRoute = PageRoute | RedirectRoute;

export const isPageRoute = (route: AppRoute): route is PageRoute => 'page' in route;
export const isRedirectRoute = (route: AppRoute): route is RedirectRoute => 'redirectTo' in route;

/**
 * The one route table (spec §2): the router, the menu, the page titles and the guard's whitelist all read it.
 * Paths keep the product's published spelling (`/addOn`, `/mySims`), since links to them exist.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', redirectTo: '/home' },
  {
    path: '/home',
    titleKey: 'route.home',
    layout: 'default',
    public: true,
    prerender: true,
    findable: { descriptionKey: 'share.description.home' },
    texts: ['shop', 'support'],
    page: () => import('../features/home/pages/home-page.tsx').then((m) => m.HomePage),
  },
  {
    path: '/plan',
    titleKey: 'route.plan',
    layout: 'default',
    menu: { order: 1, hidden: true },
    public: true,
    prerender: true,
    findable: {
      descriptionKey: 'share.description.plan',
      destinations: { titleKey: 'share.destination.title', descriptionKey: 'share.destination.description' },
    },
    texts: ['billing', 'shop', 'sims', 'support'],
    page: () => import('../features/catalog/pages/plan-page.tsx').then((m) => m.PlanPage),
  },
  {
    path: '/addOn',
    titleKey: 'route.addOn',
    layout: 'default',
    menu: { order: 2, hidden: false },
    public: true,
    prerender: true,
    findable: { descriptionKey: 'share.description.addOn' },
    texts: ['billing', 'shop', 'sims', 'support'],
    page: () => import('../features/catalog/pages/add-on-page.tsx').then((m) => m.AddOnPage),
  },
  {
    path: '/mySims',
    members: true,
    titleKey: 'route.mySims',
    layout: 'default',
    // a traveller holding a card starts here, logged in or not (the bottom bar offers it to visitors too)
    menu: { order: 3, hidden: false, guest: true },
    offline: true,
    texts: ['billing', 'esim', 'shop', 'sims', 'support'],
    page: () => import('../features/sims/pages/my-sims-page.tsx').then((m) => m.MySimsPage),
  },
  {
    path: '/mySims/applyEsim',
    titleKey: 'esim.route.apply',
    layout: 'default',
    texts: ['esim', 'shop', 'support'],
    page: () => import('../features/esim/pages/apply-esim-page.tsx').then((m) => m.ApplyEsimPage),
  },
  {
    path: '/mySims/:id/esim',
    members: true,
    titleKey: 'esim.route.view',
    layout: 'default',
    offline: true,
    texts: ['esim'],
    page: () => import('../features/esim/pages/esim-view-page.tsx').then((m) => m.EsimViewPage),
  },
  {
    path: '/mySims/:id/traffic',
    members: true,
    titleKey: 'usage.route.traffic',
    layout: 'default',
    // the card's allowance and what happens past it, in My SIMs' words (billing) and the shop's (shop)
    texts: ['usage', 'billing', 'shop'],
    page: () => import('../features/usage/pages/traffic-detail-page.tsx').then((m) => m.TrafficDetailPage),
  },
  {
    // a card's data alerts, auto add-on and daily caps, apart from its figures (issue #67, decision 0085)
    path: '/mySims/:id/alerts',
    members: true,
    titleKey: 'usage.route.alerts',
    layout: 'default',
    texts: ['usage', 'billing', 'shop'],
    page: () => import('../features/usage/pages/alerts-limits-page.tsx').then((m) => m.AlertsLimitsPage),
  },
  {
    // a card's day far above its usual, opened from its news, with the one tap that slows it until tomorrow
    // (issue #70, decision 0097)
    path: '/mySims/:id/spike',
    members: true,
    titleKey: 'usage.route.spike',
    layout: 'default',
    texts: ['usage'],
    page: () => import('../features/usage/pages/spike-page.tsx').then((m) => m.SpikePage),
  },
  {
    path: '/consumptionRecord',
    // the spec names this title key my_recharge_record
    titleKey: 'route.my_recharge_record',
    layout: 'default',
    menu: { order: 4, hidden: false },
    texts: ['wallet'],
    page: () =>
      import('../features/wallet/pages/consumption-record-page.tsx').then((m) => m.ConsumptionRecordPage),
  },
  {
    path: '/adminMode',
    titleKey: 'route.adminMode',
    layout: 'default',
    menu: { order: 5, hidden: true },
    access: 'admin',
    // sims: a card's connection check beside it in the console (issue #69) is worded as on My SIMs
    texts: ['admin', 'shop', 'sims', 'support'],
    page: () => import('../features/admin/pages/admin-mode-page.tsx').then((m) => m.AdminModePage),
  },
  {
    path: '/integrations',
    titleKey: 'route.integrations',
    layout: 'default',
    // a customer's own systems acting on their cards (issue #59): API keys, then webhooks
    menu: { order: 7, hidden: false },
    texts: ['integrations'],
    page: () =>
      import('../features/integrations/pages/integrations-page.tsx').then((m) => m.IntegrationsPage),
  },
  {
    path: '/personal',
    members: true,
    titleKey: 'route.personal',
    layout: 'default',
    menu: { order: 6, hidden: true },
    texts: ['auth', 'support'],
    page: () => import('../features/account/pages/personal-page.tsx').then((m) => m.PersonalPage),
  },
  {
    // what the portal told the person in the last 90 days (issue #68), opened from the header's bell; an
    // administrator's inbox holds their own events
    path: '/inbox',
    titleKey: 'route.inbox',
    layout: 'default',
    texts: ['inbox'],
    page: () => import('../features/inbox/pages/inbox-page.tsx').then((m) => m.InboxPage),
  },
  {
    path: '/recharge',
    titleKey: 'route.recharge',
    layout: 'default',
    // the runway's warning folds the ways to contact whoever takes payment (support)
    texts: ['wallet', 'billing', 'support'],
    page: () => import('../features/wallet/pages/recharge-page.tsx').then((m) => m.RechargePage),
  },
  {
    path: '/pay',
    titleKey: 'route.pay',
    layout: 'default',
    public: true,
    texts: ['billing', 'wallet', 'support'],
    page: () => import('../features/wallet/pages/pay-page.tsx').then((m) => m.PayPage),
  },
  {
    path: '/pay/paySuccess',
    titleKey: 'route.paySuccess',
    layout: 'default',
    public: true,
    // the balance's runway under the credit (billing), its warning with the contacts (support)
    texts: ['billing', 'wallet', 'support'],
    page: () => import('../features/wallet/pages/pay-success-page.tsx').then((m) => m.PaySuccessPage),
  },
  {
    path: '/login',
    titleKey: 'route.login',
    layout: 'custom',
    public: true,
    guestOnly: true,
    prerender: true,
    findable: { descriptionKey: 'share.description.login' },
    texts: ['auth'],
    page: () => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage),
  },
  {
    path: '/register',
    titleKey: 'route.register',
    layout: 'custom',
    public: true,
    guestOnly: true,
    prerender: true,
    findable: { descriptionKey: 'share.description.register' },
    texts: ['auth'],
    page: () => import('../features/auth/pages/register-page.tsx').then((m) => m.RegisterPage),
  },
  {
    path: '/passwordReset',
    titleKey: 'route.passwordReset',
    layout: 'custom',
    public: true,
    prerender: true,
    findable: { descriptionKey: 'share.description.passwordReset' },
    texts: ['auth'],
    page: () => import('../features/auth/pages/password-reset-page.tsx').then((m) => m.PasswordResetPage),
  },
  {
    // an owner's invitation to be an administrator (issue #34): the token in the address is the credential
    path: '/invite',
    titleKey: 'route.invite',
    layout: 'custom',
    public: true,
    texts: ['auth'],
    page: () => import('../features/auth/pages/invitation-page.tsx').then((m) => m.InvitationPage),
  },
  {
    // an account owner's invitation of a member (decision 0103): the token in the address is the credential
    path: '/join',
    titleKey: 'route.join',
    layout: 'custom',
    public: true,
    members: true,
    texts: ['auth'],
    page: () => import('../features/auth/pages/invitation-page.tsx').then((m) => m.MemberInvitationPage),
  },
  {
    path: '/disclaimer/:locale',
    members: true,
    titleKey: 'route.disclaimer',
    layout: 'custom',
    public: true,
    // each language's segment (languages.json): /disclaimer/en, /disclaimer/cn
    params: { locale: LANGUAGES.map((language) => language.pathSegment) },
    findable: {
      descriptionKey: 'share.description.disclaimer',
      languageParam: {
        name: 'locale',
        values: Object.fromEntries(LANGUAGES.map((language) => [language.code, language.pathSegment])),
      },
    },
    page: () => import('../features/legal/pages/disclaimer-page.tsx').then((m) => m.DisclaimerPage),
  },
  {
    path: '/echarts',
    titleKey: 'route.echarts',
    // inside the app's frame, with its header and balance (issue #33; the spec gives it no layout of its own)
    layout: 'default',
    texts: ['shop'],
    page: () => import('../features/charts/pages/echarts-page.tsx').then((m) => m.EchartsPage),
  },
  {
    // Titled "Page not found" in the reader's language (issue #56), not by the mistyped address as spec §2 had
    // it (环球流量卡 - no-such-page). Public, so a mistyped link gives a 404 rather than a login form.
    path: '*',
    titleKey: 'notFound.title',
    layout: 'not-found',
    public: true,
    page: () => import('../features/errors/pages/not-found-page.tsx').then((m) => m.NotFoundPage),
  },
];

export const PAGE_ROUTES: readonly PageRoute[] = APP_ROUTES.filter(isPageRoute);

/** True when every constrained path parameter has one of its accepted values. */
export const paramsAccepted = (
  route: PageRoute,
  params: Readonly<Record<string, string | undefined>>,
): boolean =>
  Object.entries(route.params ?? {}).every(([name, accepted]) => accepted.includes(params[name] ?? ''));
