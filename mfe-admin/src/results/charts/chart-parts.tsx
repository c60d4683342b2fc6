import { theme } from '@gbc/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * The smallest round figure (1, 2 or 5 times a power of ten) at or above `value`, so an axis ends
 * on a number people read at a glance; 1 for an empty chart.
 */
export function niceCeiling(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

const ChartFigure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    font-family: inherit;
  }
`;

const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  li { display: flex; align-items: center; gap: ${theme.space.xs}; }
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  background: ${({ $color }) => $color};
  border: 1px solid ${theme.colors.ink};
`;

/** The key of a chart's colours, as text beside each swatch (the chart itself is one image to assistive tech). */
function Legend({ entries }: { entries: ReadonlyArray<{ label: string; color: string }> }) {
  return (
    <LegendList aria-hidden="true">
      {entries.map((entry) => (
        <li key={entry.label}>
          <Swatch $color={entry.color} />
          {entry.label}
        </li>
      ))}
    </LegendList>
  );
}

/**
 * A data table that may be long: it scrolls inside a labelled region that takes focus, so keyboard
 * users can scroll it too.
 */
export const ScrollRegion = styled.div`
  max-height: 24rem;
  overflow: auto;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid currentColor; }
  td { text-align: right; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
`;

export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollRegion role="region" aria-label={label} tabIndex={0}>
      {children}
    </ScrollRegion>
  );
}

export interface ChartImageProps {
  /** Prefix of the title's and description's ids. */
  id: string;
  title: string;
  description: string;
  width: number;
  height: number;
  /** `data-chart`, by which tests find the chart. */
  kind: string;
  legend: ReadonlyArray<{ label: string; color: string }>;
  children: ReactNode;
}

/** A chart as one image to assistive technology (its title and summary), with its colour key below. */
export function ChartImage({
  id,
  title,
  description,
  width,
  height,
  kind,
  legend,
  children,
}: ChartImageProps) {
  return (
    <ChartFigure>
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${width} ${height}`}
        data-chart={kind}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      <Legend entries={legend} />
    </ChartFigure>
  );
}
