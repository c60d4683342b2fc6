import { Card, CardTitle, Grid, Stack, theme, useReadyAfterHydration } from '@gbc/ui';
import { Slider, TextField } from '@gbc/ui/controls';
import { useState } from 'react';
import { styled } from 'styled-components';
import { roiCopy } from './content/laser-delight.js';
import { calculateRoi, outageCostFromInput, roiDefaults, roiRanges } from './roi.js';

const Results = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space.sm} ${theme.space.md};
  margin: 0;

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollars = (value: number) => `$${wholeDollars.format(value)}`;

/**
 * The ROI calculator (spec 2 §5, §9): three sliders and the outage cost, results updated as they move.
 * The server renders the defaults' results; the controls work once the page is hydrated.
 */
export function RoiCalculator() {
  const [corridorLength, setCorridorLength] = useState(roiDefaults.corridorLength);
  const [annualFrequency, setAnnualFrequency] = useState(roiDefaults.annualFrequency);
  const [outageHours, setOutageHours] = useState(roiDefaults.outageHours);
  const [outageCostText, setOutageCostText] = useState(String(roiDefaults.hourlyOutageCost));
  const ready = useReadyAfterHydration();
  const result = calculateRoi({
    corridorLength,
    annualFrequency,
    outageHours,
    hourlyOutageCost: outageCostFromInput(outageCostText),
  });

  return (
    <Grid columns={{ base: 1, lg: 2 }} gap="xl">
      <Stack gap="md">
        <Slider
          label={roiCopy.corridorLength}
          {...roiRanges.corridorLength}
          value={corridorLength}
          valueText={roiCopy.miles(corridorLength)}
          onChange={(event) => setCorridorLength(Number(event.target.value))}
        />
        <Slider
          label={roiCopy.annualFrequency}
          {...roiRanges.annualFrequency}
          value={annualFrequency}
          valueText={roiCopy.perYear(annualFrequency)}
          onChange={(event) => setAnnualFrequency(Number(event.target.value))}
        />
        <Slider
          label={roiCopy.outageHours}
          {...roiRanges.outageHours}
          value={outageHours}
          valueText={roiCopy.hours(outageHours)}
          onChange={(event) => setOutageHours(Number(event.target.value))}
        />
        <TextField
          label={roiCopy.hourlyOutageCost}
          type="number"
          min={0}
          inputMode="numeric"
          value={outageCostText}
          onChange={(event) => setOutageCostText(event.target.value)}
          {...ready}
        />
      </Stack>
      <Card as="section" aria-labelledby="roi-results-title">
        <Stack gap="md">
          <CardTitle id="roi-results-title">{roiCopy.resultsTitle}</CardTitle>
          <Results>
            <dt>{roiCopy.traditionalCost}</dt>
            <dd>{dollars(result.traditionalCost)}</dd>
            <dt>{roiCopy.autonomousCost}</dt>
            <dd>{dollars(result.autonomousCost)}</dd>
            <dt>{roiCopy.outageAvoided}</dt>
            <dd>{dollars(result.outageAvoided)}</dd>
            <dt>{roiCopy.annualSavings}</dt>
            <dd>{dollars(result.annualSavings)}</dd>
            <dt>{roiCopy.roi}</dt>
            <dd>{result.roiPercent}%</dd>
            <dt>{roiCopy.payback}</dt>
            <dd>{roiCopy.months(result.paybackMonths)}</dd>
          </Results>
        </Stack>
      </Card>
    </Grid>
  );
}
