import { styled } from 'styled-components';
import { clampPercent, Progress } from './Progress.js';
import { mutedTextColor } from './surface.js';
import { theme } from './theme.js';

export interface ProgressBarProps {
  /** Shown and read as the bar's name, e.g. 'Step 3 of 11'. */
  label: string;
  /** 0 to 100, shown rounded beside the label. */
  percent: number;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`;

const Figures = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${theme.fontSizes.sm};
  color: ${mutedTextColor};
`;

/** A `Progress` bar with its label and rounded percentage as visible text above it. */
export function ProgressBar({ label, percent }: ProgressBarProps) {
  const rounded = Math.round(clampPercent(percent));
  return (
    <Wrapper>
      <Figures aria-hidden="true">
        <span>{label}</span>
        <span>{rounded}%</span>
      </Figures>
      <Progress value={rounded} label={label} valueText={`${label}, ${rounded}%`} />
    </Wrapper>
  );
}
