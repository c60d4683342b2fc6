/** The ROI calculator's inputs (spec 2 §3). */
export interface RoiInputs {
  /** Corridor length in miles. */
  corridorLength: number;
  /** Maintenance cycles per year. */
  annualFrequency: number;
  /** Outage hours avoided per cycle. */
  outageHours: number;
  /** Cost of one outage hour in dollars; an empty box counts as 0. */
  hourlyOutageCost: number;
}

export interface RoiResult {
  traditionalCost: number;
  autonomousCost: number;
  outageAvoided: number;
  annualSavings: number;
  /** ROI in percent, 0 decimals, as shown ("1122"). */
  roiPercent: string;
  /** Payback in months, 1 decimal, as shown ("2.1"). */
  paybackMonths: string;
}

/** Dollars per mile and cycle (spec 2 §9). */
export const traditionalCostPerMile = 1500;
export const autonomousCostPerMile = 450;

/** Slider ranges and defaults (spec 2 §5, §9). */
export const roiRanges = {
  corridorLength: { min: 1, max: 100, step: 1 },
  annualFrequency: { min: 1, max: 4, step: 1 },
  outageHours: { min: 0, max: 24, step: 1 },
} as const;

export const roiDefaults: RoiInputs = {
  corridorLength: 10,
  annualFrequency: 2,
  outageHours: 8,
  hourlyOutageCost: 5000,
};

/** The outage cost box's text as a number: empty (or not a number) counts as 0, as the spec says. */
export function outageCostFromInput(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : value;
}

/** The spec's formulas (spec 2 §9), rounded for display as the spec says. */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  const { corridorLength, annualFrequency, outageHours, hourlyOutageCost } = inputs;
  const traditionalCost = corridorLength * traditionalCostPerMile * annualFrequency;
  const autonomousCost = corridorLength * autonomousCostPerMile * annualFrequency;
  const outageAvoided = outageHours * hourlyOutageCost * annualFrequency;
  const annualSavings = traditionalCost - autonomousCost + outageAvoided;
  return {
    traditionalCost,
    autonomousCost,
    outageAvoided,
    annualSavings,
    roiPercent: ((annualSavings / autonomousCost) * 100).toFixed(0),
    paybackMonths: (((autonomousCost * 2) / annualSavings) * 12).toFixed(1),
  };
}
