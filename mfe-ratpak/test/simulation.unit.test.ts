import {
  healthLabel,
  improvementPercent,
  initialSimulation,
  metricProgress,
  metricsAtWeek,
  progressPercent,
  simulationReducer,
  soilBaseline,
  soilTargets,
} from '../src/soil-whisperer/simulation.js';

describe('soil simulation (spec 2 §4, §9)', () => {
  test('each week moves every metric one twenty-fourth of the way to its target', () => {
    const running = simulationReducer(initialSimulation, { type: 'toggle' });
    const weekOne = simulationReducer(running, { type: 'tick' });
    expect(weekOne.week).toBe(1);
    expect(weekOne.metrics.nitrogen).toBeCloseTo(180 + 140 / 24);
    expect(weekOne.metrics.ph).toBeCloseTo(5.2 + 1.6 / 24);
    expect(weekOne.metrics.microbialActivity).toBeCloseTo(30 + 55 / 24);
  });

  test('stops at week 24 exactly on the targets, never past them', () => {
    let state = simulationReducer(initialSimulation, { type: 'toggle' });
    for (let tick = 0; tick < 30; tick += 1) state = simulationReducer(state, { type: 'tick' });
    expect(state).toEqual({ week: 24, running: false, metrics: soilTargets });
    expect(metricsAtWeek(40)).toEqual(soilTargets);
  });

  test('pause keeps the week; a tick while paused changes nothing; reset returns to the baseline', () => {
    let state = simulationReducer(initialSimulation, { type: 'toggle' });
    state = simulationReducer(state, { type: 'tick' });
    state = simulationReducer(state, { type: 'tick' });
    state = simulationReducer(state, { type: 'toggle' });
    expect(state).toMatchObject({ week: 2, running: false });
    expect(simulationReducer(state, { type: 'tick' })).toBe(state);
    expect(simulationReducer(state, { type: 'reset' })).toEqual({
      week: 0,
      running: false,
      metrics: soilBaseline,
    });
  });

  test('finish (reduced motion) jumps to week 24 without running', () => {
    expect(simulationReducer(initialSimulation, { type: 'finish' })).toEqual({
      week: 24,
      running: false,
      metrics: soilTargets,
    });
  });

  test('health labels by progress: Poor < 0.3 <= Fair < 0.6 <= Good < 0.9 <= Excellent', () => {
    expect(healthLabel(0)).toBe('Poor');
    expect(healthLabel(0.29)).toBe('Poor');
    expect(healthLabel(0.3)).toBe('Fair');
    expect(healthLabel(0.59)).toBe('Fair');
    expect(healthLabel(0.6)).toBe('Good');
    expect(healthLabel(0.89)).toBe('Good');
    expect(healthLabel(0.9)).toBe('Excellent');
    expect(healthLabel(1)).toBe('Excellent');
  });

  test('bars are clamped to 0-100 and the improvement text follows (microbial - 30) / 55', () => {
    expect(progressPercent(-0.2)).toBe(0);
    expect(progressPercent(1.3)).toBe(100);
    expect(progressPercent(metricProgress('moisture', 21.5))).toBeCloseTo(50);
    expect(improvementPercent(30)).toBe(0);
    expect(improvementPercent(85)).toBe(100);
    expect(improvementPercent(57.5)).toBe(50);
  });
});
