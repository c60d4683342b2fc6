import { css, styled } from 'styled-components';
import { withoutProps } from './forward-props.js';
import { breakpoints, type SpaceValue, spaceToCss } from './theme.js';

export interface GridColumns {
  base?: number;
  md?: number;
  lg?: number;
}

export interface GridProps {
  /** Column count per breakpoint, mobile first. Defaults to one column, then 2 from md and 3 from lg. */
  columns?: GridColumns;
  gap?: SpaceValue;
}

const defaultColumns = { base: 1, md: 2, lg: 3 } as const;

function columnsRule(count: number) {
  return css`
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
  `;
}

/** Responsive equal-width columns. */
export const Grid = styled.div.withConfig(withoutProps('columns', 'gap'))<GridProps>`
  display: grid;
  gap: ${({ gap = 'lg' }) => spaceToCss(gap)};
  ${({ columns }) => {
    const base = columns?.base ?? defaultColumns.base;
    const md = columns?.md ?? (columns ? base : defaultColumns.md);
    const lg = columns?.lg ?? (columns ? md : defaultColumns.lg);
    return css`
      ${columnsRule(base)}
      @media (min-width: ${breakpoints.md}px) {
        ${columnsRule(md)}
      }
      @media (min-width: ${breakpoints.lg}px) {
        ${columnsRule(lg)}
      }
    `;
  }}
`;
