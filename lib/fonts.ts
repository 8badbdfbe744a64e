import localFont from 'next/font/local';

/**
 * Noto Sans (variable weight) from npm, Latin subset: self-hosted, no layout shift (size-adjusted
 * fallback). CJK, Arabic, Thai and Cyrillic text use the system's fonts. Not preloaded: the 36 kB
 * file then competed with the LCP picture at high priority on every page (text shows at once in
 * the fallback and swaps; the browser fetches the file as soon as the page's text needs it), and
 * Lighthouse's mobile LCP was 0.3–0.5 s later with the preload (README, "Tests and figures").
 */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-sans',
  fallback: ['system-ui', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Segoe UI', 'Arial', 'sans-serif'],
});
