import { notFoundPage, notFoundPopularLinks, pathTo } from '@gbc/site-map';
import { Button, ButtonLink, Container, Heading, List, Section, Stack, Text, theme } from '@gbc/ui';
import { usePageStatus } from '@gbc/web-kit';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

const PopularLinks = styled(List)`
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};

  a {
    font-weight: 600;
  }
`;

/** The page for any path the route table does not know (the gateway answers it with HTTP 404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  usePageStatus(404);

  useEffect(() => {
    console.warn(`[gbc] page not found: ${pathname}`);
  }, [pathname]);

  return (
    <Section>
      <Container>
        <Stack gap="lg">
          <Heading level={1} size="xl">
            {notFoundPage.title}
          </Heading>
          <Text size="lg">{notFoundPage.description}</Text>
          <Stack gap="sm">
            <Heading level={2} size="sm" id="popular-pages">
              Popular pages
            </Heading>
            <PopularLinks aria-labelledby="popular-pages">
              {notFoundPopularLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </PopularLinks>
          </Stack>
          <Stack direction="row" gap="sm" wrap>
            <ButtonLink to={pathTo('/')}>Go to Homepage</ButtonLink>
            <Button variant="outline" onClick={() => navigate(-1)}>
              Go Back
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Section>
  );
}
