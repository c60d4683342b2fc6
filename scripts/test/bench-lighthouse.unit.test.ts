import { lighthouseFailures, pageFiguresTable, shapesTable } from '../lib/bench-budgets.js';

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

describe('two-shape table', () => {
  const standalone = {
    shape: 'standalone',
    loads: [
      { path: '/', scriptKb: 120.04, scriptRequests: 5 },
      { path: '/programs', scriptKb: 140, scriptRequests: 5 },
    ],
    scores: [
      { path: '/', performance: 99, accessibility: 100 },
      { path: '/programs', performance: 97, accessibility: 100 },
    ],
  };
  const cluster = {
    shape: 'cluster',
    loads: [
      { path: '/', scriptKb: 151, scriptRequests: 5 },
      { path: '/programs', scriptKb: 141.5, scriptRequests: 7 },
    ],
    scores: [{ path: '/', performance: 93, accessibility: 100 }],
  };

  it('puts each figure of a page once per shape side by side, under its group and shape name', () => {
    const [groups, names, home] = shapesTable([standalone, cluster]);
    expect(groups).toMatch(/^page +first-load KB +scripts +performance +accessibility$/);
    expect(names).toMatch(/^ +(standalone +cluster +){3}standalone +cluster$/);
    expect(home?.trim().split(/\s+/)).toEqual(['/', '120.0', '151.0!', '5', '5', '99', '93!', '100', '100']);
  });

  it('marks a figure off target per shape, and a score a shape lacks as missing', () => {
    const [, , , programs] = shapesTable([standalone, cluster]);
    expect(programs?.trim().split(/\s+/)).toEqual([
      '/programs',
      '140.0',
      '141.5',
      '5',
      '7!',
      '97',
      '-!',
      '100',
      '-!',
    ]);
  });

  it('leaves out the Lighthouse columns when no shape has scores (--first-load)', () => {
    const [groups] = shapesTable([
      { ...standalone, scores: [] },
      { ...cluster, scores: [] },
    ]);
    expect(groups).toMatch(/^page +first-load KB +scripts$/);
  });
});
