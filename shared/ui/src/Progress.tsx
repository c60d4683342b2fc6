import { styled } from 'styled-components';
import { theme } from './theme.js';

export type ProgressTone = 'primary' | 'success' | 'warning' | 'danger';

export interface ProgressProps {
  /** 0 to 100; anything outside is clamped. */
  value: number;
  /** Names the bar for assistive technology. */
  label: string;
  /** The value as people read it ("72%", "Good"); read instead of the bare number. */
  valueText?: string;
  tone?: ProgressTone;
  className?: string;
}

// A native <progress>: its value is an attribute, so the server HTML shows it without any inline style
// (which the site's Content-Security-Policy refuses).
const Bar = styled.progress<{ $tone: ProgressTone }>`
  display: block;
  width: 100%;
  height: 10px;
  border: 0;
  border-radius: ${theme.radii.pill};
  overflow: hidden;
  appearance: none;
  background: ${theme.colors.surfaceMuted};
  box-shadow: inset 0 0 0 1px ${theme.colors.border};
  color: ${({ $tone }) => theme.colors[$tone]};

  &::-webkit-progress-bar {
    background: ${theme.colors.surfaceMuted};
  }

  &::-webkit-progress-value {
    background: ${({ $tone }) => theme.colors[$tone]};
    border-radius: ${theme.radii.pill};
  }

  &::-moz-progress-bar {
    background: ${({ $tone }) => theme.colors[$tone]};
    border-radius: ${theme.radii.pill};
  }
`;

/** Keeps a progress value within 0-100 (NaN counts as 0). */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/** A labelled horizontal progress bar, its value clamped to 0-100. */
export function Progress({ value, label, valueText, tone = 'primary', className }: ProgressProps) {
  const percent = clampPercent(value);
  return (
    <Bar
      max={100}
      value={Math.round(percent)}
      aria-label={label}
      aria-valuetext={valueText}
      $tone={tone}
      className={className}
    />
  );
}
