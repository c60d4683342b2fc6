import { lighthouseFailures, pageFiguresTable } from '../lib/bench-budgets.js';

describe('Lighthouse target gate', () => {
  it('passes pages at performance 95 and accessibility 100', () => {
    expect(lighthouseFailures([{ path: '/', performance: 95, accessibility: 100 }])).toEqual([]);
  });

  it('fails each category under its target, naming the page and the score', () => {
    expect(lighthouseFailures([{ path: '/events', performance: 94, accessibility: 98 }])).toEqual([
      '/events: Lighthouse performance 94 (target >= 95)',
      '/events: Lighthouse accessibility 98 (target >= 100)',
    ]);
  });

  it('fails a score that was not measured', () => {
    expect(lighthouseFailures([{ path: '/', performance: Number.NaN, accessibility: 100 }])).toHaveLength(1);
  });
});

describe('per-page figures table', () => {
  const loads = [
    { path: '/', scriptKb: 151.04, scriptRequests: 6 },
    { path: '/programs', scriptKb: 145.9, scriptRequests: 7 },
  ];

  it('gives one line per page with its first-load KB and scripts, marking each figure off budget', () => {
    const [header, home, programs] = pageFiguresTable(loads, []);
    expect(header).toMatch(/page +first-load KB +scripts$/);
    expect(home).toMatch(/^\/ +151\.0! +6 $/);
    expect(programs).toMatch(/^\/programs +145\.9 {2,}7!$/);
  });

  it('adds the Lighthouse scores beside the page they belong to', () => {
    const [header, home, programs] = pageFiguresTable(loads, [
      { path: '/programs', performance: 99, accessibility: 100 },
      { path: '/', performance: 90, accessibility: 100 },
    ]);
    expect(header).toMatch(/performance +accessibility$/);
    expect(home).toMatch(/ 90! +100 $/);
    expect(programs).toMatch(/ 99 {2,}100 $/);
  });
});
