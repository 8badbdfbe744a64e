/** Up to two initials of a name: the first letters of its first two words, or its first two characters. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._@-]+/u)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]];
  const letters = words.length > 1 ? [first[0], [...words[1]][0]] : first.slice(0, /\p{Script=Han}/u.test(first[0]) ? 1 : 2);
  return letters.join('').toUpperCase();
}

/** A palette index from the name, so a member keeps the same colour everywhere. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

/**
 * The member's picture when there is one, else a circle with initials. The image is decorative next to
 * the name it shows, unless `label` names it.
 */
export default function MemberAvatar({ name, src, size = 72, label }: { name: string; src?: string | null; size?: number; label?: string }) {
  const style = { inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.38) };
  if (src) {
    // Member pictures may live on any host (WeChat and QQ pictures among them): a plain <img>, since
    // next/image would need every such host configured.
    return <img src={src} alt={label ?? ''} width={size} height={size} style={{ ...style, borderRadius: '50%', objectFit: 'cover' }} />;
  }
  const hue = hueOf(name);
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{
        ...style,
        display: 'inline-grid',
        placeItems: 'center',
        flex: 'none',
        borderRadius: '50%',
        background: `hsl(${hue} 70% 92%)`,
        color: `hsl(${hue} 55% 28%)`,
        fontWeight: 700,
        letterSpacing: '0.02em',
        userSelect: 'none',
      }}
    >
      {initialsOf(name)}
    </span>
  );
}
