import { Grid, theme } from '@gbc/ui';
import { styled } from 'styled-components';
import type { Stat } from './links.js';

const Figure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    font-size: ${theme.fontSizes['3xl']};
    font-weight: 700;
    color: ${theme.colors.brand};
  }
`;

/** Figures with their labels, as a description list (the figure reads after its label). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <Grid as="dl" columns={{ base: 1, md: 2, lg: Math.min(stats.length, 4) }}>
      {stats.map((stat) => (
        <Figure key={stat.label}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </Figure>
      ))}
    </Grid>
  );
}
