/*
 * The stroke of a line icon: drawn in the text colour with no fill, so the icon follows the
 * button or link it sits in (hover, disabled, dark band). The site's outlined icons share these
 * attributes; only the drawing, the pen's width and its ends and corners differ.
 */

type Ends = 'round' | 'butt' | 'square';
type Corners = 'round' | 'miter' | 'bevel';

export function StrokePath({ d, width, cap, join, dash }: { d: string; width: string; cap?: Ends; join?: Corners; dash?: string }) {
  return <path d={d} fill="none" stroke="currentColor" strokeWidth={width} strokeLinecap={cap} strokeLinejoin={join} strokeDasharray={dash} />;
}
