import type { SocialProviderName } from '@/lib/session/social';

/**
 * The WeChat and QQ marks, drawn by us in the providers' colours (WeChat's two speech bubbles, QQ's
 * penguin); decorative: the button or row next to them names the provider.
 */
export default function SocialIcon({ provider, size = 24 }: { provider: SocialProviderName; size?: number }) {
  return provider === 'wechat' ? (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 3.2c4.1 0 7.5 2.8 7.5 6.3S13.1 15.8 9 15.8c-.9 0-1.8-.1-2.6-.4L3.8 17l.7-2.6C2.7 13.2 1.5 11.4 1.5 9.5 1.5 6 4.9 3.2 9 3.2Z" fill="#07C160" />
      <circle cx="6.4" cy="8" r="1" fill="#fff" />
      <circle cx="11.6" cy="8" r="1" fill="#fff" />
      <path
        d="M16.2 9.3c3.5 0 6.3 2.3 6.3 5.2 0 1.6-.9 3.1-2.3 4.1l.6 2.2-2.4-1.3c-.7.2-1.4.3-2.2.3-3.5 0-6.3-2.4-6.3-5.3s2.8-5.2 6.3-5.2Z"
        fill="#07C160"
        stroke="#fff"
        strokeWidth="1.2"
      />
      <circle cx="14.1" cy="13.5" r=".85" fill="#fff" />
      <circle cx="18.3" cy="13.5" r=".85" fill="#fff" />
    </svg>
  ) : (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 1.8c-3.4 0-5.7 2.6-5.7 6.1 0 .5 0 1 .1 1.5-.9 1.1-2 3-2.4 4.5-.4 1.7 0 2.4.4 2.3.4-.1 1-.7 1.5-1.6.2 1.1.8 2.2 1.6 3-1 .4-1.7 1-1.7 1.7 0 1 1.9 1.6 3.7 1.6 1.3 0 2.4-.3 3.1-.8h.8c.7.5 1.8.8 3.1.8 1.8 0 3.7-.6 3.7-1.6 0-.7-.7-1.3-1.7-1.7.8-.8 1.4-1.9 1.6-3 .5.9 1.1 1.5 1.5 1.6.4.1.8-.6.4-2.3-.4-1.5-1.5-3.4-2.4-4.5.1-.5.1-1 .1-1.5 0-3.5-2.3-6.1-5.7-6.1Z"
        fill="#1E2A3A"
      />
      <path d="M8.6 10.6c.6 3.9 6.2 3.9 6.8 0 .9 1.5 1.4 3.3 1.2 5-.4 2.6-2.4 4.2-4.6 4.2s-4.2-1.6-4.6-4.2c-.2-1.7.3-3.5 1.2-5Z" fill="#fff" />
      <ellipse cx="10.3" cy="7.2" rx="1" ry="1.3" fill="#fff" />
      <ellipse cx="13.7" cy="7.2" rx="1" ry="1.3" fill="#fff" />
      <circle cx="10.5" cy="7.5" r=".5" fill="#1E2A3A" />
      <circle cx="13.5" cy="7.5" r=".5" fill="#1E2A3A" />
      <ellipse cx="12" cy="9.6" rx="2.2" ry=".9" fill="#FFB400" />
      <path d="M7.2 11.3c3.1 1.5 6.5 1.5 9.6 0l.4 1.3c-3.4 1.6-7 1.6-10.4 0Z" fill="#E53935" />
      <path d="M15.8 12.3l1.2 2.9-1.5.2-.5-2.7Z" fill="#E53935" />
    </svg>
  );
}
