import localFont from 'next/font/local';

/**
 * Noto Sans (variable weight) from npm, Latin subset: self-hosted, preloaded, no layout shift
 * (size-adjusted fallback). CJK, Arabic, Thai and Cyrillic text use the system's fonts.
 */
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-sans',
  fallback: ['system-ui', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Segoe UI', 'Arial', 'sans-serif'],
});
