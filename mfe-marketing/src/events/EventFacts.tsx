import { type EventRecord, formatEventDate, formatEventTime } from '@gbc/contracts/marketing';
import { theme } from '@gbc/ui';
import { CalendarDays, Clock, MapPin, Users } from 'lucide-react';
import { styled } from 'styled-components';
import { eventsPage } from './content/events.js';

const Facts = styled.dl`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.xs};

  dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  dd {
    margin: 0;
  }
  svg {
    flex: none;
    margin-top: 3px;
  }
`;

/** Date, time, place and audience of an event, as a description list (the terms are read, not shown). */
export function EventFacts({ event, audience = true }: { event: EventRecord; audience?: boolean }) {
  const { labels } = eventsPage;
  return (
    <Facts>
      <Fact>
        <CalendarDays aria-hidden="true" size={18} />
        <dt>{labels.date}</dt>
        <dd>
          <time dateTime={event.start}>{formatEventDate(event)}</time>
        </dd>
      </Fact>
      <Fact>
        <Clock aria-hidden="true" size={18} />
        <dt>{labels.time}</dt>
        <dd>{formatEventTime(event)}</dd>
      </Fact>
      <Fact>
        <MapPin aria-hidden="true" size={18} />
        <dt>{labels.location}</dt>
        <dd>{event.location}</dd>
      </Fact>
      {audience ? (
        <Fact>
          <Users aria-hidden="true" size={18} />
          <dt>{labels.audience}</dt>
          <dd>{event.audience}</dd>
        </Fact>
      ) : null}
    </Facts>
  );
}
