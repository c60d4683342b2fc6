import { Button, Card, CardBody, CardTitle, Container, GridList, Section, Stack, Text } from '@gbc/ui';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useReducer } from 'react';
import { styled } from 'styled-components';
import { type FocusArea, focusAreas, focusAreasIntro, focusToggleLabels } from '../content/focus-areas.js';
import { focusDisclosureReducer, initialFocusDisclosure } from '../focus-disclosure.js';
import { SectionIntroHeader } from './SectionIntroHeader.js';

/** Cards keep their own height, so opening one does not stretch its row neighbours. */
const FocusList = styled(GridList)`
  align-items: start;
`;

interface FocusAreaCardProps {
  area: FocusArea;
  open: boolean;
  onToggle: () => void;
}

/** A disclosure: the button names its action; aria-describedby ties it to the card it belongs to. */
function FocusAreaCard({ area, open, onToggle }: FocusAreaCardProps) {
  const titleId = useId();
  const panelId = useId();
  const ToggleIcon = open ? ChevronUp : ChevronDown;
  return (
    <Card as="li">
      <CardTitle id={titleId}>{area.title}</CardTitle>
      <CardBody>{area.shortDescription}</CardBody>
      <div id={panelId} hidden={!open}>
        <Text>{area.fullDescription}</Text>
      </div>
      <div>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={titleId}
          onClick={onToggle}
        >
          {open ? focusToggleLabels.close : focusToggleLabels.open}
          <ToggleIcon aria-hidden="true" size={18} />
        </Button>
      </div>
    </Card>
  );
}

export function FocusAreasSection() {
  const headingId = useId();
  const [{ openId }, dispatch] = useReducer(focusDisclosureReducer, initialFocusDisclosure);
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Stack gap="xl">
          <SectionIntroHeader intro={focusAreasIntro} headingId={headingId} />
          <FocusList>
            {focusAreas.map((area) => (
              <FocusAreaCard
                key={area.id}
                area={area}
                open={openId === area.id}
                onToggle={() => dispatch({ type: 'toggle', id: area.id })}
              />
            ))}
          </FocusList>
        </Stack>
      </Container>
    </Section>
  );
}
