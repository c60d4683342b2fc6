import type { SurveyResultsSummary, SurveySection } from '@gbc/contracts/survey';
import { theme } from '@gbc/ui';
import { useId } from 'react';
import { ratingItemLabels, scaleLabels } from '../content/rating-items.js';
import { resultsCopy, sectionLabels } from '../content/results-copy.js';
import { ChartImage, DataTable, TableRegion } from './chart-parts.js';

type Distribution = SurveyResultsSummary['itemDistributions'][number];

/** Values 1 to 5 on a diverging scale (red to blue through grey), each at least 3:1 on white. */
export const ratingColors = ['#b2182b', '#d6604d', '#6b7280', '#4a7fb5', '#2166ac'] as const;

const width = 720;
const rowHeight = 44;
const barHeight = 18;
const labelGap = 16;
const margin = { top: 8, right: 48, left: 8 };
const plotWidth = width - margin.left - margin.right;

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

/**
 * One section's items as horizontal bars, each split into the share of answers per value (1 at the
 * left), with the item's wording above its bar: one SVG image, followed by the counts as a table.
 */
export function ItemDistributionChart({
  section,
  distributions,
}: {
  section: SurveySection;
  distributions: readonly Distribution[];
}) {
  const id = useId();
  const copy = resultsCopy.items;
  const values = scaleLabels(section);
  const responses = Math.max(0, ...distributions.map((entry) => sum(entry.counts)));
  const height = margin.top + distributions.length * rowHeight;
  return (
    <>
      <ChartImage
        id={id}
        title={copy.chartTitle(sectionLabels[section])}
        description={copy.chartSummary(distributions.length, responses)}
        width={width}
        height={height}
        kind="items"
        legend={values.map((label, index) => ({ label, color: ratingColors[index] ?? '' }))}
      >
        {distributions.map((entry, row) => {
          const top = margin.top + row * rowHeight;
          const total = sum(entry.counts);
          let left = margin.left;
          return (
            <g key={entry.item} data-item={entry.item}>
              <text x={margin.left} y={top + 12} fontSize="12" fill={theme.colors.ink}>
                {ratingItemLabels[entry.item] ?? entry.item}
              </text>
              <rect
                x={margin.left}
                y={top + labelGap}
                width={plotWidth}
                height={barHeight}
                fill={theme.colors.surfaceMuted}
              />
              {entry.counts.map((count, index) => {
                if (count === 0 || total === 0) return null;
                const segment = (count / total) * plotWidth;
                const x = left;
                left += segment;
                return (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: the index is the rating value, fixed per position.
                    key={index}
                    x={x}
                    y={top + labelGap}
                    width={segment}
                    height={barHeight}
                    fill={ratingColors[index]}
                    stroke={theme.colors.surface}
                  />
                );
              })}
              <text
                x={width - 4}
                y={top + labelGap + 13}
                textAnchor="end"
                fontSize="12"
                fill={theme.colors.muted}
              >
                {total.toLocaleString('en-US')}
              </text>
            </g>
          );
        })}
      </ChartImage>
      <TableRegion label={copy.tableCaption(sectionLabels[section])}>
        <DataTable>
          <caption>{copy.tableCaption(sectionLabels[section])}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.item}</th>
              {values.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
              <th scope="col">{copy.total}</th>
            </tr>
          </thead>
          <tbody>
            {distributions.map((entry) => (
              <tr key={entry.item}>
                <th scope="row">{ratingItemLabels[entry.item] ?? entry.item}</th>
                {entry.counts.map((count, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the index is the rating value, fixed per column.
                  <td key={index}>{count.toLocaleString('en-US')}</td>
                ))}
                <td>{sum(entry.counts).toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableRegion>
    </>
  );
}
