/** The contact channels' line icons, shared by the header's phone tools and the phone menu. */
export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d="M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9.2 7.6c-.4 0-.9.4-1 1-.2 1.3.4 3 1.8 4.5 1.5 1.5 3.3 2.3 4.6 2.1.6-.1 1-.6 1-1l.1-.9-1.9-.9-.8.9c-1.1-.4-2.2-1.4-2.7-2.6l.8-.8-.8-2Z" fill="currentColor" />
    </svg>
  );
}

export function MailIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="m4 7 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
