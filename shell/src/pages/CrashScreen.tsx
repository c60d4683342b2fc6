import { Button, Container, Heading, Section, Stack, Text, theme } from '@gbc/ui';
import { styled } from 'styled-components';

/** Where the crash screen's Safe Mode button goes: a page that needs no remote to render. */
export const safeModePath = '/__safe';

const Details = styled.details`
  max-width: 100%;

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  pre {
    margin-top: ${theme.space.sm};
    padding: ${theme.space.md};
    overflow-x: auto;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceMuted};
    font-family: ${theme.fonts.mono};
    font-size: ${theme.fontSizes.sm};
    white-space: pre-wrap;
    word-break: break-word;
  }
`;

function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * What visitors see when rendering fails (spec texts). Both buttons load a fresh document, because
 * the failed React tree cannot be trusted to navigate.
 */
export function CrashScreen({ error }: { error: unknown }) {
  return (
    <Section>
      <Container>
        <Stack gap="lg" role="alert">
          <Heading level={1} size="xl">
            Something went wrong
          </Heading>
          <Text>The application encountered an error. Please try reloading the page.</Text>
          <Stack direction="row" gap="sm" wrap>
            <Button onClick={() => window.location.reload()}>Reload Page</Button>
            <Button variant="outline" onClick={() => window.location.assign(safeModePath)}>
              Safe Mode
            </Button>
          </Stack>
          <Details>
            <summary>Error details</summary>
            <pre>{errorText(error)}</pre>
          </Details>
        </Stack>
      </Container>
    </Section>
  );
}
