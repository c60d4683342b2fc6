import type { SurveyResultsSummary } from '@gbc/contracts/survey';
import { theme } from '@gbc/ui';
import { useId } from 'react';
import { type ResponseState, responseStates, resultsCopy } from '../content/results-copy.js';
import { ChartImage, DataTable, niceCeiling, TableRegion } from './chart-parts.js';

type Day = SurveyResultsSummary['timeline'][number];

/** Each state's colour: distinct hues, each at least 3:1 on white (WCAG 1.4.11). */
export const stateColors: Record<ResponseState, string> = {
  completed: theme.colors.success,
  started: theme.colors.primary,
  abandoned: theme.colors.danger,
  opened: theme.colors.borderStrong,
};

const width = 720;
const height = 260;
const margin = { top: 12, right: 12, bottom: 28, left: 44 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

const total = (day: Day) => responseStates.reduce((sum, state) => sum + day[state], 0);

/**
 * Responses by the day they were opened, stacked by state, as one SVG image (title and summary for
 * assistive tech), followed by the same figures as a table.
 */
export function TimelineChart({ timeline }: { timeline: readonly Day[] }) {
  const id = useId();
  const copy = resultsCopy.overTime;
  const top = niceCeiling(Math.max(0, ...timeline.map(total)));
  const band = plotWidth / Math.max(timeline.length, 1);
  const barWidth = Math.max(band * 0.8, 1);
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const totals = Object.fromEntries(
    responseStates.map((state) => [state, timeline.reduce((sum, day) => sum + day[state], 0)]),
  ) as Record<ResponseState, number>;
  const first = timeline[0]?.day ?? '';
  const last = timeline.at(-1)?.day ?? '';
  const labelled = [0, Math.floor((timeline.length - 1) / 2), timeline.length - 1];
  return (
    <>
      <ChartImage
        id={id}
        title={copy.chartTitle(timeline.length)}
        description={copy.chartSummary(first, last, totals)}
        width={width}
        height={height}
        kind="timeline"
        legend={responseStates.map((state) => ({
          label: resultsCopy.stateNames[state],
          color: stateColors[state],
        }))}
      >
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line
              x1={margin.left}
              x2={width - margin.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.colors.border}
            />
            <text
              x={margin.left - 6}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize="12"
              fill={theme.colors.muted}
            >
              {Number.isInteger(tick) ? tick : tick.toFixed(1)}
            </text>
          </g>
        ))}
        {timeline.map((day, index) => {
          const x = margin.left + index * band + (band - barWidth) / 2;
          let below = 0;
          return (
            <g key={day.day} data-day={day.day}>
              {responseStates.map((state) => {
                const from = below;
                below += day[state];
                if (day[state] === 0) return null;
                return (
                  <rect
                    key={state}
                    x={x}
                    width={barWidth}
                    y={y(below)}
                    height={y(from) - y(below)}
                    fill={stateColors[state]}
                  />
                );
              })}
            </g>
          );
        })}
        {[...new Set(labelled)].map((index) => (
          <text
            key={index}
            x={margin.left + index * band + band / 2}
            y={height - 8}
            textAnchor={index === 0 ? 'start' : index === timeline.length - 1 ? 'end' : 'middle'}
            fontSize="12"
            fill={theme.colors.muted}
          >
            {timeline[index]?.day}
          </text>
        ))}
      </ChartImage>
      <TableRegion label={copy.tableLabel}>
        <DataTable>
          <caption>{copy.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.day}</th>
              {responseStates.map((state) => (
                <th key={state} scope="col">
                  {resultsCopy.stateNames[state]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {timeline.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.day}</th>
                {responseStates.map((state) => (
                  <td key={state}>{day[state].toLocaleString('en-US')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </TableRegion>
    </>
  );
}
