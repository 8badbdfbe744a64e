/**
 * Every business constant of the product (timeouts, limits, breakpoints, locales, sizes; and the few
 * limits we settled on top of them) lives here.
 * Import from this module; never repeat these values as literals.
 */

/*
 * The constants browser code needs are declared in lib/client-config.ts (client components import
 * them from there, so the catalogue pages' JavaScript does not carry this whole module) and are
 * part of this module too: server code imports every constant from here.
 */
export * from './client-config';
import type { Locale } from './client-config';

/** Each language in its own name, so a reader finds theirs whatever page language they are on. The
 * language switcher's options are rendered on the server (components/site/Header.tsx), so these
 * names are not part of any page's JavaScript. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ru: 'Русский',
  ar: 'العربية',
  it: 'Italiano',
  vi: 'Tiếng Việt',
  th: 'ไทย',
};

export const THEME = {
  primary: '#e8590c',
  primaryDark: '#c2410c',
  primaryLight: '#fff1e6',
} as const;

/** Where a text is missing in the asked locale: asked → en → zh-CN. */
export const CONTENT_FALLBACK: readonly Locale[] = ['en', 'zh-CN'];

/** Limits we settled for the consultation request (the business's most valuable write). */
export const CONSULT = {
  maxLength: { name: 80, company: 120, email: 255, phone: 40, country: 80, message: 2000, sourcePage: 500 },
  minMessageLength: 10,
  maxQuantity: 10_000_000,
  /** Per client address: this many requests per window. */
  rateLimit: { max: 5, windowSeconds: 600 },
} as const;

/** The workflow of a lead in the back office: new → contacted → quoting → won | lost | spam. */
export const LEAD_STATUSES = ['new', 'contacted', 'quoting', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const CLOSED_LEAD_STATUSES: readonly LeadStatus[] = ['won', 'lost', 'spam'];

/** Limits of the embedded API's requests (lib/server/http). */
export const HTTP = {
  /** A JSON or form body larger than this is refused with 413 while it streams in (never buffered whole). */
  maxBodyBytes: 64 * 1024,
  /** A query string longer than this is refused with 414-like 400 before it is parsed. */
  maxQueryLength: 4096,
} as const;

/**
 * The session's role list. Every account is a `member`; staff accounts (created from the command line,
 * never by registration) also carry `admin` (everything), `editor` (catalogue and content) or
 * `sales` (leads, members, orders, messages). docs/architecture.md, "Roles".
 */
export const ROLES = ['member', 'admin', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'editor', 'sales'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Staff accounts (created from the command line: npm run staff). */
export const STAFF = {
  /** A staff password is longer than a member's and mixes at least three kinds of character… */
  passwordMin: 12,
  passwordClasses: 3,
  /** …unless it is this long (a passphrase). */
  passphraseMin: 20,
} as const;

/** Member accounts and sessions (docs/api.md, "Accounts and sessions"). */
export const AUTH = {
  /** The cookie that holds the session token (the proxy checks it; HttpOnly, SameSite=Lax). */
  cookieName: 'token',
  tokenType: 'Bearer',
  /** Random bytes in a session token (256 bits; at least 128 so a token cannot be guessed). */
  tokenBytes: 32,
  /** A session lives this long from its login (absolute, not sliding): 7 days. */
  sessionTtlSeconds: 7 * 24 * 60 * 60,
  /** last_seen_at is written at most this often per session. */
  sessionTouchSeconds: 60,
  accountMin: 4,
  accountMax: 32,
  passwordMin: 8,
  passwordMax: 64,
  /** Phone numbers: optional +, then this many digits (E.164 allows 15 with the country code). */
  phoneDigitsMin: 6,
  phoneDigitsMax: 15,
  /** A number without + is a number of this country (calling code): 13812345678 is +8613812345678. */
  defaultCallingCode: '86',
  code: {
    length: 6,
    ttlSeconds: 10 * 60,
    /** Guesses per code (the right one included); then the code is dead. */
    maxAttempts: 5,
  },
  captcha: {
    length: 5,
    /** No 0/O/Q/D, 1/I/L, 2/Z, 5/S, 6/G, 8/B: nothing a reader can mistake for another character. */
    alphabet: 'ACEFHJKMNPRTUVWXY3479',
    ttlSeconds: 5 * 60,
    /** Failed attempts (per address, or per account for login) before a picture is asked for… */
    freeFailures: 3,
    /** …counted over this window. */
    failureWindowSeconds: 15 * 60,
    /** Code requests per address (in the codePerAddress window) before a picture is asked for. */
    freeCodeRequests: 3,
  },
  /** Fixed windows counted in the database (hitRateLimit); a refused call answers 429 with Retry-After. */
  rateLimit: {
    loginPerAddress: { max: 30, windowSeconds: 15 * 60 },
    registerPerAddress: { max: 10, windowSeconds: 60 * 60 },
    codePerPhone: { max: 1, windowSeconds: 60 },
    codePerPhoneHour: { max: 5, windowSeconds: 60 * 60 },
    codePerAddress: { max: 10, windowSeconds: 60 * 60 },
    phoneLoginPerAddress: { max: 30, windowSeconds: 15 * 60 },
    captchaPerAddress: { max: 30, windowSeconds: 10 * 60 },
    /** WeChat/QQ: authorization links asked for, and callbacks (login or binding) completed. */
    socialStartPerAddress: { max: 30, windowSeconds: 10 * 60 },
    socialCallbackPerAddress: { max: 30, windowSeconds: 15 * 60 },
  },
  /**
   * Password reset (lib/server/members/password-reset.ts): codes per target (whatever was typed,
   * whether or not it names a member) and per address, and reset attempts per address. A code
   * lives AUTH.code.ttlSeconds and takes AUTH.code.maxAttempts guesses.
   */
  reset: {
    codePerTarget: { max: 1, windowSeconds: 60 },
    codePerTargetHour: { max: 5, windowSeconds: 60 * 60 },
    codePerAddress: { max: 10, windowSeconds: 60 * 60 },
    resetPerAddress: { max: 30, windowSeconds: 15 * 60 },
  },
  /** WeChat and QQ login and binding (lib/server/auth/social). */
  social: {
    /** An authorization `state` is valid this long, once. */
    stateTtlSeconds: 10 * 60,
    /** The HttpOnly cookie that binds a state to the browser that asked for it. */
    browserCookie: 'oauth_browser',
    /** Each call to a provider gives up after this long. */
    providerTimeoutMs: 10_000,
    /** Longest code or access token accepted from a page (both providers' are far shorter). */
    maxCodeLength: 512,
  },
} as const;

/** Pictures staff upload for the catalogue (products, slider, home cards): streamed, sniffed, turned into WebP. */
export const CATALOGUE_IMAGE = {
  maxBytes: 10 * 1024 * 1024,
  /** The longest side of the stored picture; larger uploads are scaled down. */
  maxSide: 1600,
  /** The small variant (`-sm.webp`) is this fraction of the picture's width, as the build's artwork. */
  smallScale: 0.5,
  webp: { quality: 80, effort: 4 },
  /** The most pixels an upload may have (refused before it is decoded). */
  maxPixels: 40_000_000,
} as const;

/*
 * The member area's workspace (docs/features.md, "Member area").
 */

/** An order's life, in order; `cancelled` can follow any state before `shipped`. */
export const ORDER_STATUSES = ['inquiry', 'quoted', 'sample', 'proof', 'production', 'shipped', 'delivered', 'closed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Quote requests (new inquiries and reorders) a member may make an hour (the shared rate-limit counters). */
export const ORDER_REQUESTS = { max: 20, windowSeconds: 3600 } as const;
/** The ISO 4217 currencies an order is priced in; amounts are integer minor units (fen, cents). */
export const ORDER_CURRENCIES = ['CNY', 'USD', 'EUR', 'GBP', 'JPY', 'HKD'] as const;
export type OrderCurrency = (typeof ORDER_CURRENCIES)[number];
/**
 * A quote's size: quantity options (breaks, ascending; the buyer accepts one) and extra lines
 * (tooling, setup, ...), each label at most `extraLabel` characters. A quote with one break is the
 * single price it always was.
 */
export const QUOTE_LIMITS = { breaks: 6, extras: 8, extraLabel: 80 } as const;
/** Days a quote stands, as its document says (from the day it was sent). */
export const QUOTE_VALID_DAYS = 30;
/**
 * The carriers staff choose from when an order ships, each with its tracking page: `{number}` is
 * replaced by the tracking number (URL-encoded). The key is what the order stores; a carrier typed
 * by hand (not in this table) is shown as text, its number without a link. Add a carrier here.
 */
export const CARRIERS = {
  sf: { name: 'SF Express', track: 'https://www.sf-express.com/chn/en/dynamic_function/waybill/#search/bill-number/{number}' },
  ems: { name: 'EMS / China Post', track: 'https://www.ems.com.cn/queryList?mailNum={number}' },
  dhl: { name: 'DHL Express', track: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}' },
  fedex: { name: 'FedEx', track: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  ups: { name: 'UPS', track: 'https://www.ups.com/track?tracknum={number}' },
  tnt: { name: 'TNT', track: 'https://www.tnt.com/express/en_gc/site/shipping-tools/tracking.html?searchType=con&cons={number}' },
} as const satisfies Record<string, { name: string; track: string }>;
export type CarrierKey = keyof typeof CARRIERS;

/** A pre-production sample's life: requested → accepted or declined; accepted → shipped → received. */
export const SAMPLE_STATUSES = ['requested', 'accepted', 'declined', 'shipped', 'received'] as const;
export type SampleStatus = (typeof SAMPLE_STATUSES)[number];
/**
 * Sample requests: at most `maxQuantity` pieces each (a sample shows the finish, it is not a
 * small order), and `max` requests a member may send an hour (the shared rate-limit counters).
 */
export const SAMPLE_REQUESTS = { maxQuantity: 5, max: 5, windowSeconds: 3600 } as const;

/**
 * Price guidance (product pages, list cards, the design editor): the currency a locale's visitors
 * see prices in, one per locale so the cached pages stay one entry per locale. A product priced in
 * another currency is converted with the exchange rates in force and marked as an estimate.
 */
export const LOCALE_CURRENCY: Readonly<Record<Locale, OrderCurrency>> = {
  'zh-CN': 'CNY',
  'zh-TW': 'HKD',
  en: 'USD',
  ja: 'JPY',
  ko: 'USD',
  es: 'EUR',
  fr: 'EUR',
  de: 'EUR',
  pt: 'EUR',
  ru: 'USD',
  ar: 'USD',
  it: 'EUR',
  vi: 'USD',
  th: 'USD',
};
/** A proof version's state: waiting for the member, approved (locked), or changes requested. */
export const PROOF_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];
export const ADDRESS_KINDS = ['shipping', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** Messages between a member and the business (/user/message, /admin/messages). */
export const MESSAGES = {
  /** A message's text: 1 to 5,000 characters, trimmed. */
  bodyMax: 5000,
  /** Attachments per message. */
  maxFiles: 5,
  /** Messages per page of a thread (older ones are loaded on demand). */
  pageSize: 30,
  /** The back office's thread list. */
  staffPageSize: 25,
  /** Characters of the last message shown in a thread list. */
  previewChars: 140,
  /** A member's posts (the shared rate-limit counters). */
  memberPosts: { max: 30, windowSeconds: 600 },
  /** How often an open conversation looks for new messages while the page is visible. */
  pollMs: 20_000,
} as const;

/*
 * The member area's second half: the account statement, levels and points, the academy,
 * school verification, the account team and the content libraries.
 */

/**
 * An account statement entry's kind. Amounts are signed integer minor units seen from the member:
 * money received from them or owed back to them is positive (deposit, payment, credit), money they
 * owe is negative (sample_fee, refund paid out to them, a negative adjustment). The balance is the
 * sum of the entries; an entry is never edited, only reversed by another entry (`reverses_id`).
 */
export const LEDGER_KINDS = ['deposit', 'payment', 'sample_fee', 'credit', 'refund', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** The currency member levels are measured in (thresholds and the trailing 12-month paid amount). */
export const LEVEL_CURRENCY = 'CNY' as const;
/**
 * Default exchange rates into LEVEL_CURRENCY (yuan per one major unit of the currency), used to
 * convert paid amounts for member levels and points until an admin sets others on /admin/levels
 * (system config 'exchange rates'). Rates take at most 6 decimals and lie within EXCHANGE_RATE_RANGE.
 */
export const DEFAULT_EXCHANGE_RATES: Readonly<Record<string, number>> = { CNY: 1, USD: 7.2, EUR: 7.8, GBP: 9.1, JPY: 0.048, HKD: 0.92 };
export const EXCHANGE_RATE_RANGE = { min: 0.000001, max: 10_000 } as const;
/** Points: the largest single staff adjustment (either sign) and a reward's largest price and stock. */
export const POINTS_LIMITS = { adjustMax: 1_000_000, priceMax: 10_000_000, stockMax: 1_000_000, notesMax: 500, historyPage: 20 } as const;
/** Member levels: at most this many; names up to 40 characters, up to 8 benefits of up to 200 characters per locale. */
export const LEVEL_LIMITS = { max: 12, nameMax: 40, benefitsMax: 8, benefitMax: 200 } as const;
/** How points are earned: staff set the points of each rule (and switch it off). */
export const POINTS_RULES = ['per_amount_paid', 'first_order', 'proof_approved', 'order_delivered'] as const;
export type PointsRule = (typeof POINTS_RULES)[number];
export const REDEMPTION_STATUSES = ['pending', 'fulfilled', 'cancelled'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];
/** School verification (/user/collegeAuthentication). */
export const COLLEGE_ROLES = ['student', 'staff'] as const;
export type CollegeRole = (typeof COLLEGE_ROLES)[number];
export const COLLEGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CollegeStatus = (typeof COLLEGE_STATUSES)[number];
/** School verification's limits: text lengths (counted below, as the kit does), how far ahead an approval may run, the queue's page. */
export const COLLEGE = {
  schoolMax: 120,
  idNumberMax: 40,
  reasonMax: 500,
  /** An approval expires at most this many years after the review. */
  maxYears: 6,
  /** Days before the expiry the member is told to renew. */
  renewDays: 30,
  pageSize: 20,
} as const;
/** The account team (/user/helpGroup, /admin/team): the business's time zone for office hours, and the card's and the help form's limits. */
export const HELP = {
  timeZone: 'Asia/Shanghai',
  nameMax: 60,
  titleMax: 60,
  wechatMax: 40,
  officeHoursMax: 400,
  topicMax: 120,
  /** The help form's message (the topic becomes its first line, within MESSAGES.bodyMax). */
  messageMax: 4000,
} as const;
/** The content libraries (the member area's named areas); each is served at `/{key}` with the locale prefix. */
export const LIBRARY_KEYS = ['inspiration', 'sourceFile', 'schemeLibrary', 'imagesLive', 'schoolEntertainment', 'music', 'helpTeam'] as const;
export type LibraryKey = (typeof LIBRARY_KEYS)[number];
/** Who may see a library's entries, or download an entry's files: everyone, members, or members of a level and above. */
export const VISIBILITIES = ['public', 'members', 'level'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
/** The content libraries' limits: entries a list page shows, text lengths (counted below, as the kit does), an entry's pictures, files and tags, a library's tags. */
export const LIBRARY = {
  pageSize: 12,
  slugMax: 81,
  titleMax: 161,
  summaryMax: 501,
  bodyMax: 20_001,
  introMax: 2001,
  nameMax: 81,
  labelMax: 121,
  tagKeyMax: 41,
  maxImages: 12,
  maxFiles: 12,
  maxTags: 8,
  tagsPerLibrary: 30,
} as const;
/** The account statement (/user/myPurse, /admin/ledger): a note's length, the entries a page shows (the CSV has all), the overview's lists. */
export const STATEMENT = { noteMax: 500, pageEntries: 300, overviewMembers: 50, overviewEntries: 30 } as const;
/** Production photos staff attach to an order: pictures only, 20 MB each, a caption, at most 60 an order. */
export const ORDER_PHOTOS = { maxBytes: 20 * 1024 * 1024, captionMax: 200, perOrder: 60 } as const;
/**
 * The academy (/course, /user/myLearn, /admin/courses): text limits ("below", like the kit's), the
 * pictures a lesson may carry, a lesson's reading time, and the courses suggested on /user/myLearn.
 */
export const ACADEMY_LIMITS = {
  slug: 81,
  title: 121,
  summary: 501,
  body: 20_001,
  alt: 201,
  videoUrl: 501,
  images: 6,
  minutesMax: 240,
  courses: 60,
  lessonsPerCourse: 40,
  suggestions: 3,
} as const;
/** The back office's bulk actions on products: the most products one action may change (ids or the filter's matches). */
export const PRODUCT_BULK_MAX = 500;

/**
 * Translation help (/admin: "fill the missing languages"): how many records one staff account may
 * have translated per window (a bulk fill counts each product), and how many languages of one
 * record are sent to the provider at once.
 */
export const TRANSLATE = { rateLimit: { max: 300, windowSeconds: 60 * 60 }, parallelLanguages: 4 } as const;
