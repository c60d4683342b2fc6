/** The soil metrics the simulator follows (spec 2 §3). */
export interface SoilMetrics {
  ph: number;
  nitrogen: number;
  organicMatter: number;
  moisture: number;
  temperature: number;
  microbialActivity: number;
}
export type SoilMetric = keyof SoilMetrics;

/** Baseline and targets of spec 2 §9. */
export const soilBaseline: SoilMetrics = {
  ph: 5.2,
  nitrogen: 180,
  organicMatter: 2.1,
  moisture: 15,
  temperature: 22,
  microbialActivity: 30,
};

export const soilTargets: SoilMetrics = {
  ph: 6.8,
  nitrogen: 320,
  organicMatter: 4.3,
  moisture: 28,
  temperature: 24,
  microbialActivity: 85,
};

/** 24 weeks, one every 200 ms while running. */
export const simulationWeeks = 24;
export const simulationStepMs = 200;

export const soilMetricNames = Object.keys(soilBaseline) as SoilMetric[];

export interface SimulationState {
  week: number;
  running: boolean;
  metrics: SoilMetrics;
}

export const initialSimulation: SimulationState = { week: 0, running: false, metrics: soilBaseline };

/** Metric values after `week` weeks: each week one twenty-fourth of the way to the target, never past it. */
export function metricsAtWeek(week: number): SoilMetrics {
  const share = Math.min(Math.max(week, 0), simulationWeeks) / simulationWeeks;
  const metrics = { ...soilBaseline };
  for (const name of soilMetricNames) {
    const baseline = soilBaseline[name];
    metrics[name] = baseline + (soilTargets[name] - baseline) * share;
  }
  return metrics;
}

export type SimulationAction = { type: 'toggle' } | { type: 'tick' } | { type: 'finish' } | { type: 'reset' };

/**
 * The simulator's transitions: Start/Pause toggles running (a finished run starts again from week 0),
 * a tick adds one week and stops at 24, finish jumps to week 24 at once (reduced motion), reset
 * returns to paused, week 0 and the baseline.
 */
export function simulationReducer(state: SimulationState, action: SimulationAction): SimulationState {
  switch (action.type) {
    case 'toggle':
      if (state.running) return { ...state, running: false };
      return state.week >= simulationWeeks
        ? { ...initialSimulation, running: true }
        : { ...state, running: true };
    case 'tick': {
      if (!state.running) return state;
      const week = Math.min(state.week + 1, simulationWeeks);
      return { week, running: week < simulationWeeks, metrics: metricsAtWeek(week) };
    }
    case 'finish':
      return { week: simulationWeeks, running: false, metrics: metricsAtWeek(simulationWeeks) };
    case 'reset':
      return initialSimulation;
  }
}

/** Share of the way from baseline to target. */
export function metricProgress(name: SoilMetric, value: number): number {
  return (value - soilBaseline[name]) / (soilTargets[name] - soilBaseline[name]);
}

export type SoilHealth = 'Poor' | 'Fair' | 'Good' | 'Excellent';

/** Health label by progress: under 0.3 Poor, under 0.6 Fair, under 0.9 Good, otherwise Excellent. */
export function healthLabel(progress: number): SoilHealth {
  if (progress < 0.3) return 'Poor';
  if (progress < 0.6) return 'Fair';
  if (progress < 0.9) return 'Good';
  return 'Excellent';
}

/** The progress bar's width in percent, clamped to 0-100. */
export function progressPercent(progress: number): number {
  return Math.min(100, Math.max(0, progress * 100));
}

/** The improvement text's figure: (microbial - 30) / 55, in whole percent. */
export function improvementPercent(microbialActivity: number): number {
  return Math.round(((microbialActivity - 30) / 55) * 100);
}
