import {
  Badge,
  Card,
  CardBody,
  CardTitle,
  ExternalButtonLink,
  GridList,
  Heading,
  Stack,
  Text,
  theme,
} from '@gbc/ui';
import { Select, SubmitButton, TextField } from '@gbc/ui/controls';
import { formatLongUsDate } from '@gbc/web-kit';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { styled } from 'styled-components';
import { maturityBadgeTone, typeBadgeTone } from './badge-tones.js';
import { directoryCompiledOn, type EcosystemCompany, ecosystemCompanies } from './content/companies.js';
import { directoryCopy } from './content/directory-copy.js';
import {
  type DirectoryFilterKey,
  type DirectoryFilters,
  directoryFilterKeys,
  directoryFilterValues,
  directoryParams,
  directoryStatistics,
  filterCompanies,
  filterValueSlug,
  showingCountText,
} from './directory-filters.js';

export interface SupportersDirectoryProps {
  filters: DirectoryFilters;
  onFiltersChange(filters: DirectoryFilters): void;
  /** Where the form is sent as a GET without JavaScript (the page); the embed, which runs only with it, has none. */
  formAction?: string;
  /** Clears every filter: a link on the page (works without JavaScript), a button in the embed. */
  clearControl: ReactNode;
}

const statistics = directoryStatistics(ecosystemCompanies);
const statisticEntries = [
  { key: 'total', label: directoryCopy.statistics.total, value: statistics.total },
  { key: 'invasive', label: directoryCopy.statistics.invasive, value: statistics.invasive },
  { key: 'non-invasive', label: directoryCopy.statistics.nonInvasive, value: statistics.nonInvasive },
  { key: 'startups', label: directoryCopy.statistics.startups, value: statistics.startups },
] as const;

const StatisticValue = styled.span`
  font-size: ${theme.fontSizes['3xl']};
  font-weight: 800;
  line-height: 1.1;
  color: ${theme.colors.brand};
`;

const FilterGrid = styled.div`
  display: grid;
  gap: ${theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: end;
`;

const CountLine = styled.p`
  margin: 0;
  font-weight: 600;
`;

function StatisticsBlock() {
  const headingId = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {directoryCopy.statisticsHeading}
      </Heading>
      <GridList columns={{ base: 2, md: 4 }} gap="md">
        {statisticEntries.map((entry) => (
          <Card as="li" key={entry.key}>
            <StatisticValue>{entry.value}</StatisticValue>
            <Text size="sm" tone="muted">
              {entry.label}
            </Text>
          </Card>
        ))}
      </GridList>
    </Stack>
  );
}

/*
 * The card's own rows are static styled components rather than `Stack`/`Text`, whose per-instance
 * props cost styled-components work on each of the 35 cards when the page hydrates.
 */
const LabelRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
`;

const FocusArea = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: 700;
`;

/** Application, innovation area and funding as term and value, so two equal values still read apart. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0;
  font-size: ${theme.fontSizes.sm};

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

const LinkRow = styled.div`
  display: flex;
`;

function CompanyCard({ company }: { company: EcosystemCompany }) {
  return (
    <Card as="li" data-company={company.id}>
      <CardTitle>{company.name}</CardTitle>
      <LabelRow>
        <Badge tone={typeBadgeTone[company.type]}>{company.type}</Badge>
        <Badge tone={maturityBadgeTone[company.maturity]}>{company.maturity}</Badge>
      </LabelRow>
      <FocusArea>{company.focusArea}</FocusArea>
      <CardBody>{company.notableDetails}</CardBody>
      <Facts>
        <dt>{directoryCopy.filterLabels.application}</dt>
        <dd>{company.application}</dd>
        <dt>{directoryCopy.filterLabels.innovation}</dt>
        <dd>{company.innovation}</dd>
        {company.funding ? (
          <>
            <dt>{directoryCopy.fundingLabel}</dt>
            <dd>{company.funding}</dd>
          </>
        ) : null}
      </Facts>
      <LinkRow>
        <ExternalButtonLink href={company.website} variant="outline" size="sm">
          {directoryCopy.visitWebsite(company.name)}
        </ExternalButtonLink>
      </LinkRow>
    </Card>
  );
}

/**
 * Spec 1 "/supporters": statistics, search and four filters (AND), the count line, the company
 * cards or the empty state. Router-free, so the page (filters in the URL) and the partner embed
 * (filters in memory) share it.
 */
export function SupportersDirectory({
  filters,
  onFiltersChange,
  formAction,
  clearControl,
}: SupportersDirectoryProps) {
  const filtersHeadingId = useId();
  const resultsHeadingId = useId();
  // The text as typed (spaces included); the filters hold it trimmed. When the filters' search changes
  // to something else than the typed text (cleared, back navigation), the box follows it.
  const [searchText, setSearchText] = useState(filters.search);
  const [seenSearch, setSeenSearch] = useState(filters.search);
  if (filters.search !== seenSearch) {
    setSeenSearch(filters.search);
    if (filters.search !== searchText.trim()) setSearchText(filters.search);
  }
  const shown = filterCompanies(ecosystemCompanies, filters);

  const changeSearch = (text: string) => {
    setSearchText(text);
    onFiltersChange({ ...filters, search: text.trim() });
  };
  const changeFilter = (key: DirectoryFilterKey, slug: string) => {
    const value = directoryFilterValues[key].find((candidate) => filterValueSlug(candidate) === slug);
    onFiltersChange({ ...filters, [key]: value });
  };
  // With JavaScript every change applies at once; pressing Enter or the button must not reload.
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <Stack gap="xl">
      <StatisticsBlock />
      <Stack as="section" gap="md" aria-labelledby={filtersHeadingId}>
        <Heading level={2} id={filtersHeadingId}>
          {directoryCopy.filtersHeading}
        </Heading>
        <form aria-labelledby={filtersHeadingId} method="get" action={formAction} onSubmit={submit}>
          <Stack gap="md">
            <TextField
              label={directoryCopy.searchLabel}
              name={directoryParams.search}
              type="search"
              placeholder={directoryCopy.searchPlaceholder}
              value={searchText}
              onChange={(event) => changeSearch(event.target.value)}
            />
            <FilterGrid>
              {directoryFilterKeys.map((key) => (
                <Select
                  key={key}
                  label={directoryCopy.filterLabels[key]}
                  name={directoryParams[key]}
                  placeholder={directoryCopy.filterPlaceholders[key]}
                  options={directoryFilterValues[key].map((value) => ({
                    value: filterValueSlug(value),
                    label: value,
                  }))}
                  value={filters[key] ? filterValueSlug(filters[key]) : ''}
                  onChange={(event) => changeFilter(key, event.target.value)}
                />
              ))}
            </FilterGrid>
            <Stack direction="row" gap="sm" wrap align="center">
              {/* Only a form that can be sent needs the button: with JavaScript every change applies at once. */}
              {formAction ? <SubmitButton>{directoryCopy.applyFilters}</SubmitButton> : null}
              {clearControl}
            </Stack>
          </Stack>
        </form>
      </Stack>
      <Stack as="section" gap="md" aria-labelledby={resultsHeadingId}>
        <Heading level={2} id={resultsHeadingId}>
          {directoryCopy.resultsHeading}
        </Heading>
        <CountLine role="status">{showingCountText(shown.length, statistics.total)}</CountLine>
        {shown.length > 0 ? (
          <GridList columns={{ base: 1, md: 2, lg: 3 }}>
            {shown.map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          </GridList>
        ) : (
          <Card>
            <CardTitle>{directoryCopy.emptyTitle}</CardTitle>
            <CardBody>{directoryCopy.emptyText}</CardBody>
          </Card>
        )}
        <Text size="sm" tone="muted">
          {directoryCopy.compiledNote(formatLongUsDate(directoryCompiledOn))}
        </Text>
      </Stack>
    </Stack>
  );
}
