/**
 * The business constants browser code needs (the layout, the locales, the API client, storage…),
 * declared here and re-exported by lib/config.ts, which stays the one module to import from on the
 * server. Client components and the modules they import take these names from this file instead:
 * every page's first-load JavaScript then carries these few lines, not the whole of lib/config.ts
 * (accounts, orders, messages, upload limits… grow with each feature; the first-load JavaScript budget).
 * lib/client-config.test.ts walks the imports of the catalogue's client components and fails when
 * one of them reaches lib/config.ts.
 */

export const APP = {
  /** Storage key prefix source; letters and underscores only (checked by lib/storage.ts). */
  shortName: 'case_site',
  version: '1.0.0',
} as const;

export const API = {
  base: '/basic-api',
  prefix: '/v1',
  upload: '/upload',
  /** Client request timeout: 50 s. */
  timeoutMs: 50_000,
  authScheme: 'Bearer',
  /** A reply is a success when its code starts with one of these. */
  successCodes: [200, 201],
  /** Reply code that shows the server message as is. */
  messageCode: 200002,
  /** Reply code / HTTP status that starts the session-timeout flow. */
  sessionTimeoutCode: 401,
  /** Timeout and network-error toasts stay this long. */
  errorToastMs: 10_000,
} as const;

export const CATALOGUE = {
  /** Products per list call: always 6, a business limit. */
  productLimit: 6,
  /** Cards per themed home section, sections, and the card expanded first (1-based). */
  homeCardsPerSection: 5,
  homeSections: ['sewing', 'heatPress', 'evaMolded'] as const,
  homeCardExpandedInitially: 3,
  /** Maximum slider image height in px. */
  sliderMaxHeight: 787,
} as const;

export const COUNTER = { start: 0, end: 10, durationMs: 5000, decimals: 0 } as const;

export const SCROLL_TOP_THRESHOLD_PX = 100;

export const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
/** Mobile when the viewport is narrower than this (992 px). */
export const MOBILE_BELOW_PX = BREAKPOINTS.lg;
export const RESIZE_DEBOUNCE_MS = 80;

export const STORAGE = {
  /** Local cache lifetime in seconds: (1440 - 10) * 60, about 23 h 50 min. */
  localTtlSeconds: (1440 - 10) * 60,
  encrypt: false,
  /** Key and IV must be 16 characters when encryption is on. */
  keyLength: 16,
} as const;

export const LOADER = { small: 16, medium: 48, large: 64 } as const;

/**
 * The default loading text: what a Loader says when its caller gives no text. It is the
 * English of messages `common.loading`; a page in another locale passes that message's
 * translation (加载中..., Wird geladen... …), so no visitor sees English outside /en.
 */
export const LOADER_TEXT = 'Loading...';

export const DATE_FORMAT = 'YYYY-MM-DD HH:mm';

export const LOCALES = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko', 'es', 'fr', 'de', 'pt', 'ru', 'ar', 'it', 'vi', 'th'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
export const RTL_LOCALES: readonly Locale[] = ['ar'];

export const ERROR_LOG_MAX_ENTRIES = 200;
