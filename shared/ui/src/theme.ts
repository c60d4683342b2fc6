/**
 * Design tokens of the site. Every text/background pair named here meets WCAG 2.2 AA (4.5:1 for text,
 * 3:1 for control borders and focus indicators); the ratios are noted where they are close to the limit.
 */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

const colors = {
  /** Council navy, the master logo colour (10.4:1 on white). */
  brand: '#1e3a8a',
  brandSoft: '#dbeafe',
  brandSoftHover: '#bfdbfe',
  /** Action blue for buttons and links (6.7:1 on white). */
  primary: '#1d4ed8',
  primaryHover: '#1e40af',
  onPrimary: '#ffffff',
  /** Second stop of the gradient banner; white text on it is 7.1:1. */
  accent: '#6d28d9',
  ink: '#0f172a',
  /** Secondary text: 7.6:1 on white, 6.9:1 on surfaceMuted. */
  muted: '#475569',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  surfaceDark: '#0f172a',
  onDark: '#f8fafc',
  /** Secondary text on dark and brand surfaces (12:1 on surfaceDark, 7.4:1 on brand). */
  mutedOnDark: '#cbd5e1',
  /** Decorative dividers and card outlines (non-essential, so no contrast minimum applies). */
  border: '#e2e8f0',
  /** Form control outlines: 4.8:1 on white, above the 3:1 that WCAG 1.4.11 asks of control boundaries. */
  borderStrong: '#64748b',
  /** Focus outline on light surfaces (6.7:1 on white); dark surfaces switch it to onDark. */
  focus: '#1d4ed8',
  success: '#15803d',
  warning: '#b45309',
  danger: '#b91c1c',
  info: '#0369a1',
  overlay: 'rgba(15, 23, 42, 0.6)',
} as const;

/** Badge and toast tints: each foreground is at least 6:1 on its background. */
const tones = {
  neutral: { background: '#f1f5f9', foreground: '#334155' },
  brand: { background: '#dbeafe', foreground: '#1e3a8a' },
  success: { background: '#dcfce7', foreground: '#166534' },
  warning: { background: '#fef3c7', foreground: '#92400e' },
  info: { background: '#e0f2fe', foreground: '#075985' },
  danger: { background: '#fee2e2', foreground: '#991b1b' },
} as const;

const space = {
  none: '0',
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  '2xl': '48px',
  '3xl': '64px',
  '4xl': '96px',
} as const;

const radii = { sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '9999px' } as const;

/** System font stacks only: the site downloads no web fonts. */
const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;

const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.1)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.16)',
} as const;

const zIndices = { header: 100, overlay: 1000, toast: 1100 } as const;

const transitions = { fast: '150ms ease', base: '200ms ease', slow: '300ms ease' } as const;

export const theme = {
  colors,
  tones,
  space,
  radii,
  fonts,
  fontSizes,
  shadows,
  zIndices,
  transitions,
  breakpoints,
  /** Widest content column of the site. */
  containerWidth: '1200px',
  /** Height of the site's fixed header; content and top-anchored overlays start below it. */
  headerHeightPx: 72,
} as const;

export type Theme = typeof theme;
export type SpaceKey = keyof typeof space;
export type ToneName = keyof typeof tones;

/** A gap or padding given as a theme space key or a number of pixels. */
export type SpaceValue = SpaceKey | number;

export function spaceToCss(value: SpaceValue): string {
  return typeof value === 'number' ? `${value}px` : theme.space[value];
}

/** Lengths given as numbers are pixels; strings pass through ("50%", "12rem"). */
export function lengthToCss(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
