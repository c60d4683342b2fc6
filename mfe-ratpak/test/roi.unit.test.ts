import { calculateRoi, outageCostFromInput, roiDefaults } from '../src/laser-delight/roi.js';

describe('ROI calculator (spec 2 §9)', () => {
  test('the defaults: 10 miles, 2 per year, 8 hours at 5000 an hour', () => {
    expect(calculateRoi(roiDefaults)).toEqual({
      traditionalCost: 30_000,
      autonomousCost: 9_000,
      outageAvoided: 80_000,
      annualSavings: 101_000,
      roiPercent: '1122',
      paybackMonths: '2.1',
    });
  });

  test('0 outage hours: savings are the maintenance difference alone', () => {
    expect(calculateRoi({ ...roiDefaults, outageHours: 0 })).toMatchObject({
      outageAvoided: 0,
      annualSavings: 21_000,
      roiPercent: '233',
      paybackMonths: '10.3',
    });
  });

  test('100 miles, the longest corridor', () => {
    expect(calculateRoi({ ...roiDefaults, corridorLength: 100 })).toMatchObject({
      traditionalCost: 300_000,
      autonomousCost: 90_000,
      annualSavings: 290_000,
      roiPercent: '322',
      paybackMonths: '7.4',
    });
  });

  test('1 mile, 4 cycles, 24 hours: the other ends of the sliders', () => {
    expect(
      calculateRoi({ corridorLength: 1, annualFrequency: 4, outageHours: 24, hourlyOutageCost: 5000 }),
    ).toMatchObject({
      autonomousCost: 1_800,
      annualSavings: 484_200,
      roiPercent: '26900',
      paybackMonths: '0.1',
    });
  });

  test('an empty outage cost counts as 0, as does text that is not a number', () => {
    expect(outageCostFromInput('')).toBe(0);
    expect(outageCostFromInput('  ')).toBe(0);
    expect(outageCostFromInput('abc')).toBe(0);
    expect(outageCostFromInput('7500')).toBe(7500);
    expect(calculateRoi({ ...roiDefaults, hourlyOutageCost: outageCostFromInput('') }).roiPercent).toBe(
      '233',
    );
  });
});
