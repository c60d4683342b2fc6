import { styled } from 'styled-components';
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

const Track = styled.div`
  height: 8px;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceMuted};
  overflow: hidden;
`;

// Width by class, not a style attribute: the pages' CSP allows no inline styles.
const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${theme.colors.primary};
  transition: width 200ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** A determinate progress bar with its label and rounded percentage as visible text. */
export function ProgressBar({ label, percent }: ProgressBarProps) {
  const rounded = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <Wrapper>
      <Figures aria-hidden="true">
        <span>{label}</span>
        <span>{rounded}%</span>
      </Figures>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
        aria-valuetext={`${label}, ${rounded}%`}
      >
        <Fill $percent={rounded} />
      </Track>
    </Wrapper>
  );
}
