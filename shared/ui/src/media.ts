import { css, type Interpolation, type RuleSet } from 'styled-components';
import { type Breakpoint, breakpoints } from './theme.js';

type MediaTemplate = <Props extends object = object>(
  strings: TemplateStringsArray,
  ...interpolations: Interpolation<Props>[]
) => RuleSet<Props>;

function minWidth(breakpoint: Breakpoint): MediaTemplate {
  return <Props extends object = object>(
    strings: TemplateStringsArray,
    ...interpolations: Interpolation<Props>[]
  ) =>
    css<Props>`
      @media (min-width: ${breakpoints[breakpoint]}px) {
        ${css<Props>(strings, ...interpolations)}
      }
    `;
}

/** Mobile-first min-width queries: ${media.md`grid-template-columns: 1fr 1fr;`} applies from 768px up. */
export const media: Record<Breakpoint, MediaTemplate> = {
  sm: minWidth('sm'),
  md: minWidth('md'),
  lg: minWidth('lg'),
  xl: minWidth('xl'),
};

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
