/*
 * The About page's parts that are not texts: which figures, pictures and badges it shows, and their
 * icons (server components, no client JavaScript). The figures' values and labels are messages
 * (`about.figures.*`, all 14 locales); a badge's name is the standard's own (BSCI, ISO 9001 …), the
 * same in every language, and its description is a message.
 */

export const ABOUT_FIGURES = ['floorArea', 'operators', 'sewingLines', 'presses', 'output', 'founded'] as const;
export type AboutFigure = (typeof ABOUT_FIGURES)[number];

/** Drawn by scripts/artwork/draw.mjs (view 'scene'), listed in lib/media.json as about/{key}.webp. */
export const ABOUT_PICTURES = ['workshop', 'samples', 'packaging'] as const;

export const ABOUT_BADGES = {
  certified: [
    { key: 'bsci', name: 'amfori BSCI' },
    { key: 'iso9001', name: 'ISO 9001' },
  ],
  tested: [
    { key: 'reach', name: 'REACH' },
    { key: 'prop65', name: 'Prop 65' },
    { key: 'cpsia', name: 'CPSIA' },
  ],
} as const;

const FIGURE_PATHS: Record<AboutFigure, string> = {
  // a floor plan with its dimension line
  floorArea: 'M4 8h16v12H4zM4 13h7v7M15 8v5h5M4 4h16M4 3v2M20 3v2',
  // three people
  operators: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20v-1a6 6 0 0 1 12 0v1M17 11a2.5 2.5 0 1 0 0-5M17.5 14.5A5 5 0 0 1 21 19v1',
  // a needle and its thread
  sewingLines: 'M18 3 7 14M16 3h3v3M7 14l-2 5 5-2M4 21c3-1 5-3 8-3s5 2 8 1',
  // a press: head, column and platen
  presses: 'M5 3h14v5H5zM12 8v5M7 13h10v3H7zM4 21h16M6 16v5M18 16v5',
  // stacked cartons
  output: 'M3 13h8v8H3zM13 13h8v8h-8zM8 5h8v8H8zM6 13v3M17 13v3M12 5v3',
  // a calendar
  founded: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z',
};

/** The line icon of a figure tile (decorative). */
export function FigureIcon({ name, className }: { name: AboutFigure; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={FIGURE_PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A shield with a tick for audits and certifications, a flask for material tests (decorative). */
export function BadgeIcon({ group, className }: { group: keyof typeof ABOUT_BADGES; className?: string }) {
  const d =
    group === 'certified' ? 'M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6zM8.5 12l2.5 2.5 4.5-5' : 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 15h9';
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
