/** The member calls: logins, the member's info, codes, captcha, WeChat and QQ. */

/** `result` of a login (account, phone code or registration): the session token, as `access_token`. */
export interface AccessToken {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the session ends. */
  expires_in: number;
}

/** `result` of GET /user: the member's user info. */
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
  /** The company the member buys for ('' when not given). */
  company?: string;
  /** The member's e-mail (null: none), and whether they proved it with a code sent to it. */
  email?: string | null;
  email_verified?: boolean;
  /** Whether the member can log in with a password (phone, WeChat and QQ members may have none). */
  has_password?: boolean;
  /**
   * The WeChat and QQ accounts linked to the member (null: none). The embedded backend always sends
   * it; the /v1 user info as first defined did not have it, so a page must cope without it.
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

/** `result` of GET /captcha: `image` is a data: URL of a PNG picture; send `key` back as captcha_key. */
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
  | 'disabled'
  | 'unknown_provider'
  | 'session'
  | 'rate_limited'
  | 'cross_site';

/** GET /user/socialite_bind/{app}: a raw answer (no envelope), read by its `status`. */
export interface SocialBindAnswer {
  status: 'success' | 'fail';
  message: string;
  /** On failure: why. */
  reason?: SocialFailureReason;
  /** On success: the same-site path chosen at the start, or null. */
  redirect?: string | null;
}
