import { pathTo } from '@gbc/site-map';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { Badge } from '../src/Badge.js';
import { Button } from '../src/Button.js';
import { ButtonLink } from '../src/ButtonLink.js';
import { CallToActionBanner } from '../src/CallToActionBanner.js';
import { Card, CardTitle } from '../src/Card.js';
import { ExternalButtonLink } from '../src/ExternalButtonLink.js';
import { Grid } from '../src/Grid.js';
import { Heading } from '../src/Heading.js';
import { GridList, List } from '../src/List.js';
import { Section } from '../src/Section.js';
import { Skeleton, SkeletonCard } from '../src/Skeleton.js';
import { Stack } from '../src/Stack.js';
import { Text } from '../src/Text.js';
import { UiProvider } from '../src/UiProvider.js';

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  // React reports unknown DOM attributes and invalid props through console.error.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('primitives', () => {
  it('keep their style props out of the DOM', () => {
    const { container } = render(
      <UiProvider>
        <Section tone="dark" aria-label="Band">
          <Stack gap="lg" direction="row" wrap>
            <Grid columns={{ base: 1, lg: 4 }} gap={12}>
              <Card interactive as="article">
                <CardTitle>Card</CardTitle>
              </Card>
            </Grid>
            <Text tone="muted">Muted</Text>
            <Badge tone="success">New</Badge>
          </Stack>
        </Section>
      </UiProvider>,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/\s(tone|gap|direction|wrap|columns|interactive)=/);
    expect(screen.getByRole('region', { name: 'Band' }).tagName).toBe('SECTION');
    expect(screen.getByRole('article')).toHaveTextContent('Card');
  });

  it('renders the heading level it is given, whatever its visual size', () => {
    render(
      <Heading level={3} size="2xl">
        Pillars
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Pillars' })).toBeInTheDocument();
  });

  it('Button defaults to type=button and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="outline" size="lg">
        Register
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toHaveAttribute('type', 'button');
    expect(ref.current).toBe(button);
  });

  it('ButtonLink navigates in the app', () => {
    render(
      <MemoryRouter>
        <ButtonLink to={pathTo('/membership')} variant="secondary">
          Become a Member
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', '/membership');
  });

  it('ButtonLink takes only a path built by pathTo() (checked by tsc)', () => {
    const handWritten = (
      // @ts-expect-error a literal path is not a SitePath: links go through pathTo(), so renamed routes fail to compile
      <ButtonLink to="/membership">Become a Member</ButtonLink>
    );
    expect(handWritten.props.to).toBe('/membership');
  });

  it('ExternalButtonLink opens a new tab safely and says so', () => {
    render(<ExternalButtonLink href="https://neuropak.example.org">NeuroPAK</ExternalButtonLink>);
    const link = screen.getByRole('link', { name: 'NeuroPAK (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('CallToActionBanner is a region named by its title', () => {
    render(
      <CallToActionBanner
        variant="gradient"
        title="Ready to Shape the Future?"
        text="Join the council."
        actions={<Button>Join</Button>}
      />,
    );
    const banner = screen.getByRole('region', { name: 'Ready to Shape the Future?' });
    expect(banner).toHaveTextContent('Join the council.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Ready to Shape the Future?');
  });

  it('skeletons are hidden from assistive technology', () => {
    const { container } = render(
      <>
        <Skeleton width={120} height="2rem" />
        <SkeletonCard lines={2} />
      </>,
    );
    const rendered = Array.from(container.children);
    expect(rendered).toHaveLength(2);
    for (const element of rendered) expect(element).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('List', () => {
  it('is a list without bullets, indent or margin, and keeps its style props out of the DOM', () => {
    render(
      <List aria-label="Links" gap="sm" direction="row" wrap>
        <li>One</li>
        <li>Two</li>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Links' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveStyle({ listStyle: 'none', margin: '0px', padding: '0px', flexDirection: 'row' });
    for (const prop of ['gap', 'direction', 'wrap']) expect(list).not.toHaveAttribute(prop);
  });

  it('lays items out in a column by default and stays hidden with the hidden attribute', () => {
    const { container } = render(
      <>
        <List aria-label="Column">
          <li>One</li>
        </List>
        <List hidden>
          <li>Two</li>
        </List>
      </>,
    );
    expect(screen.getByRole('list', { name: 'Column' })).toHaveStyle({ flexDirection: 'column' });
    expect(container.querySelector('ul[hidden]')).toHaveStyle({ display: 'none' });
  });

  it('renders an ordered list with as="ol" and a grid list as ul', () => {
    render(
      <>
        <List as="ol" aria-label="Steps">
          <li>First</li>
        </List>
        <GridList aria-label="Cards" columns={{ base: 2 }}>
          <li>Card</li>
        </GridList>
      </>,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('OL');
    const grid = screen.getByRole('list', { name: 'Cards' });
    expect(grid.tagName).toBe('UL');
    expect(grid).toHaveStyle({ listStyle: 'none', display: 'grid' });
    expect(grid).not.toHaveAttribute('columns');
  });
});
