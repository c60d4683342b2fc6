import { Badge, type BadgeTone, Button, Card, GridList, Stack, Text, theme } from '@gbc/ui';
import { Progress, type ProgressTone } from '@gbc/ui/controls';
import { usePrefersReducedMotion } from '@gbc/web-kit';
import { useEffect, useReducer } from 'react';
import { styled } from 'styled-components';
import { simulatorCopy, soilMetricLabels } from './content/soil-whisperer.js';
import {
  healthLabel,
  improvementPercent,
  initialSimulation,
  metricProgress,
  progressPercent,
  type SoilHealth,
  simulationReducer,
  simulationStepMs,
  soilMetricNames,
  soilTargets,
} from './simulation.js';

const healthTones: Record<SoilHealth, { badge: BadgeTone; bar: ProgressTone }> = {
  Poor: { badge: 'neutral', bar: 'danger' },
  Fair: { badge: 'warning', bar: 'warning' },
  Good: { badge: 'info', bar: 'primary' },
  Excellent: { badge: 'success', bar: 'success' },
};

const MetricValue = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes['2xl']};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const format = (value: number, decimals: number) => value.toFixed(decimals);

/**
 * The 24-week soil simulator (spec 2 §4, §9): Start / Pause Simulation / Reset, a week every 200 ms
 * while running, health labels and clamped bars per metric. Under reduced motion Start jumps to week 24
 * at once. The server renders week 0; the buttons work once the page is hydrated (`Button` waits).
 */
export function SoilSimulator() {
  const [state, dispatch] = useReducer(simulationReducer, initialSimulation);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (!state.running) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), simulationStepMs);
    // Stopped on pause, at week 24 and when the visitor leaves the page.
    return () => clearInterval(timer);
  }, [state.running]);

  const onToggle = () => dispatch(reducedMotion && !state.running ? { type: 'finish' } : { type: 'toggle' });

  return (
    <Stack gap="lg">
      <Stack direction="row" gap="sm" wrap align="center">
        <Button onClick={onToggle}>{state.running ? simulatorCopy.pause : simulatorCopy.start}</Button>
        <Button variant="outline" onClick={() => dispatch({ type: 'reset' })}>
          {simulatorCopy.reset}
        </Button>
        <Text role="status" aria-live="polite">
          {simulatorCopy.week(state.week)}
        </Text>
      </Stack>
      <GridList columns={{ base: 1, md: 2, lg: 3 }}>
        {soilMetricNames.map((name) => {
          const { name: label, unit, decimals } = soilMetricLabels[name];
          const progress = metricProgress(name, state.metrics[name]);
          const health = healthLabel(progress);
          const percent = progressPercent(progress);
          return (
            <Card as="li" key={name}>
              <Stack gap="sm">
                <Stack direction="row" justify="space-between" align="center">
                  <Text size="sm" tone="muted">
                    {label}
                  </Text>
                  <Badge tone={healthTones[health].badge}>{health}</Badge>
                </Stack>
                <MetricValue>
                  {format(state.metrics[name], decimals)}
                  {unit}
                </MetricValue>
                <Progress
                  value={percent}
                  label={`${label} progress to target`}
                  valueText={`${Math.round(percent)}%, ${health}`}
                  tone={healthTones[health].bar}
                />
                <Text size="sm" tone="muted">
                  {simulatorCopy.target}: {format(soilTargets[name], decimals)}
                  {unit}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </GridList>
      <Text>{simulatorCopy.improvement(improvementPercent(state.metrics.microbialActivity))}</Text>
    </Stack>
  );
}
