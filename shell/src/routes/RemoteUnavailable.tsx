import { Button, Container, Heading, Section, Stack, Text } from '@gbc/ui';
import { RotateCw } from 'lucide-react';

interface RemoteUnavailableProps {
  onRetry: () => void;
}

/**
 * Shown in the layout when a section of the site cannot be loaded. Visitors are not told which
 * deployable failed, only that the rest of the site still works and that they can try again.
 */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  return (
    <Section>
      <Container>
        <Stack gap="md" data-testid="remote-unavailable">
          <Heading level={1} size="lg">
            This section is temporarily unavailable
          </Heading>
          <Text tone="muted">
            We could not load this part of the site just now. Everything else still works: you can retry in a
            moment or keep browsing with the menu above.
          </Text>
          <div>
            <Button onClick={onRetry}>
              <RotateCw aria-hidden="true" size={18} />
              Retry
            </Button>
          </div>
        </Stack>
      </Container>
    </Section>
  );
}
