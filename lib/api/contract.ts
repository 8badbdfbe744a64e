/**
 * The /v1 contract (SPEC §7, DESIGN.md): one set of types for the embedded backend and the browser.
 */
import type { Locale } from '@/lib/config';

/** Every answer of /v1 (SPEC §3). `status` is 'success' or 'fail'. */
export interface ReplyEnvelope<T = unknown> {
  code: number;
  result: T;
  message: string;
  status: 'success' | 'fail';
}

/** Text fields that fell back to another locale say which one (SPEC content fallback: asked → en → zh-CN). */
export type FallbackLangs<K extends string> = Partial<Record<K, Locale>>;

export interface SliderItem {
  id: number;
  url: string;
  /** A category key. */
  sign: string;
  thumb: string;
}

export interface Category {
  id: number;
  key: string;
  name: string;
  parent_id: number | null;
  sort: number;
  lang?: FallbackLangs<'name'>;
}

export interface ProductImage {
  src: string;
  /** Half-size variant for small screens. */
  src_small: string;
  alt: string;
  width: number;
  height: number;
}

export interface ProductSpecs {
  material: string;
  size: string;
  moq: number;
  lead_time_days: { min: number; max: number };
  customization: string[];
}

export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  category: { key: string; name: string };
  summary: string;
  image: ProductImage | null;
  created_at: string;
  updated_at: string;
  lang?: FallbackLangs<'name' | 'summary'>;
}

export interface Product extends Omit<ProductSummary, 'image' | 'lang'> {
  description: string;
  images: ProductImage[];
  specs: ProductSpecs;
  lang?: FallbackLangs<'name' | 'summary' | 'description' | 'specs'>;
}

export interface ProductPage {
  list: ProductSummary[];
  total: number;
  page: number;
  limit: number;
}

export interface ProductQuery {
  category?: string;
  page?: number;
  keyword?: string;
}

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  sort: number;
  lang?: FallbackLangs<'question' | 'answer'>;
}

export type HomeCardFamily = 'sewing' | 'heatPress' | 'evaMolded';

export interface HomeCard {
  id: number;
  src: string;
  introduction: string;
  lang?: FallbackLangs<'introduction'>;
}

export type HomeCards = Record<HomeCardFamily, HomeCard[]>;

export interface SysConfigEntry {
  name: string;
  value: string;
  lang?: FallbackLangs<'value'>;
}

/** The system-config names the site reads (DESIGN.md). */
export const SYS_CONFIG_NAMES = [
  'company name',
  'tagline',
  'whatsapp',
  'email',
  'province',
  'linkedin',
  'instagram',
  'pinterest',
  'facebook',
  'twitter',
  'about us',
] as const;
export type SysConfigName = (typeof SYS_CONFIG_NAMES)[number];

export interface ConsultInput {
  name: string;
  company?: string;
  email: string;
  phone?: string;
  country?: string;
  product_id?: number | null;
  quantity?: number | null;
  message: string;
  locale?: Locale;
  source_page?: string;
}

export interface ConsultReceipt {
  id: number;
  created_at: string;
}

/** `result` of a validation failure: a translated message per field. */
export interface ValidationErrors {
  errors: Record<string, string>;
}

export interface ListResult<T> {
  list: T[];
}

/** `result` of a login (account, phone code or registration): the session token (SPEC §7 access_token). */
export interface AccessToken {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the session ends. */
  expires_in: number;
}

/** `result` of GET /user (SPEC §3 user info). */
export interface UserInfo {
  id: number;
  account: string | null;
  nickname: string;
  /** Masked: 138****5716. */
  phone: string | null;
  avatar: string;
  points: number;
  roles: string[];
  created_at: string;
  /**
   * The WeChat and QQ accounts linked to the member (null: none). The embedded backend always sends
   * it; SPEC's /v1 does not name it, so a page must cope without it.
   */
  social?: SocialLinks;
}

/** A linked WeChat or QQ account as the member sees it. */
export interface SocialLink {
  /** The nickname the provider gave at the last login or binding. */
  nickname: string;
  bound_at: string;
}

export type SocialLinks = Record<'wechat' | 'qq', SocialLink | null>;

/** `result` of POST /authorizations/phone_code. */
export interface PhoneCodeReceipt {
  /** Seconds the code stays valid. */
  expires_in: number;
  /** Seconds before another code may be asked for this phone. */
  resend_after: number;
}

/** `result` of GET /captcha: `image` is a data: URL of an SVG picture; send `key` back as captcha_key. */
export interface CaptchaChallenge {
  key: string;
  image: string;
  expires_in: number;
}

/** `result` of a refused login or registration: whether the next try must carry a captcha answer. */
export interface AuthFailureResult {
  captcha_required: boolean;
  errors?: Record<string, string>;
}

/** `result` of GET /authorizations/social/providers: which social login buttons to show. */
export interface SocialProviders {
  wechat: boolean;
  qq: boolean;
}

/** `result` of GET /authorizations/social/{provider}/start: the provider page to send the visitor to. */
export interface SocialStart {
  url: string;
}

/** `result` of GET /wechatCallback and GET /qqCallback: the session token, and where to go next (a same-site path). */
export interface SocialLoginResult extends AccessToken {
  redirect: string | null;
}

/** Why a social call was refused (`result.reason` of the envelope; `reason` of the raw bind answer). */
export type SocialFailureReason =
  | 'not_configured'
  | 'code_missing'
  | 'state'
  | 'provider_rejected'
  | 'provider_unavailable'
  | 'bound_to_other'
  | 'has_other'
  | 'unknown_provider'
  | 'session'
  | 'rate_limited'
  | 'cross_site';

/** GET /user/socialite_bind/{app}: SPEC §7's raw answer (no envelope). */
export interface SocialBindAnswer {
  status: 'success' | 'fail';
  message: string;
  /** On failure: why. */
  reason?: SocialFailureReason;
  /** On success: the same-site path chosen at the start, or null. */
  redirect?: string | null;
}
