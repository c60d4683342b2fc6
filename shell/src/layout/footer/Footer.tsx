import { brand, footerColumns, legalLinks, logoVariants } from '@gbc/site-map';
import { Container, Grid, List, Logo, media, Stack, Text, theme } from '@gbc/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { FooterLinkColumn } from './FooterLinkColumn.js';
import { NewsletterSignup } from './NewsletterSignup.js';
import { SocialLinks } from './SocialLinks.js';

const Root = styled.footer`
  padding-block: ${theme.space['2xl']} ${theme.space.xl};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.ink};
`;

const Top = styled.div`
  display: grid;
  gap: ${theme.space.xl};

  ${media.lg`
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  `}
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.fontSizes.md};
  font-weight: 700;
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  margin-top: ${theme.space.xl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};

  ${media.md`
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  `}
`;

const LegalList = styled(List)`
  flex-direction: row;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

/** The site footer: brand and newsletter, four link columns, social links, copyright and legal links. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Root>
      <Container>
        <Top>
          <Stack gap="md">
            <Logo variant={logoVariants.master} size="md" />
            <Text tone="muted">{brand.tagline}</Text>
            <Heading>Newsletter</Heading>
            <Text size="sm" tone="muted">
              Research, policy updates and events from the council, about once a month.
            </Text>
            <NewsletterSignup />
          </Stack>
          <nav aria-label="Footer">
            <Grid columns={{ base: 2, md: 4 }} gap="lg">
              {footerColumns.map((column) => (
                <FooterLinkColumn key={column.title} column={column} />
              ))}
            </Grid>
          </nav>
        </Top>
        <Bottom>
          <Text size="sm">
            © {year} {brand.name}. All rights reserved.
          </Text>
          <SocialLinks />
          <nav aria-label="Legal">
            <LegalList>
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </LegalList>
          </nav>
        </Bottom>
      </Container>
    </Root>
  );
}
