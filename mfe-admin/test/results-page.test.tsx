import { adminRecordsApi } from '@gbc/contracts';
import {
  requiredRatings,
  type SurveyResultsSummary,
  surveyApi,
  surveyResponseRecordsKind,
} from '@gbc/contracts/survey';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resultsCopy } from '../src/results/content/results-copy.js';
import ResultsPage from '../src/results/ResultsPage.js';
import { adminVisitor, renderAsVisitor } from './render-admin.js';

// The screen and its charts are their own lazy chunk, and the tables are queried by role: on two busy
// cores a test takes a few seconds.
jest.setTimeout(20_000);

function summaryFor(days: number): SurveyResultsSummary {
  const timeline = Array.from({ length: days }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10, 27 - (days - 1) + index)).toISOString().slice(0, 10),
    opened: 0,
    started: 0,
    completed: 0,
    abandoned: 0,
  }));
  const today = timeline.at(-1);
  if (today) Object.assign(today, { opened: 2, started: 1, completed: 1234, abandoned: 3 });
  return {
    counts: { opened: 5, started: 4, completed: 1240, abandoned: 6 },
    timeline,
    itemDistributions: Object.entries(requiredRatings).flatMap(([section, keys]) =>
      keys.map((item, index) => ({
        section: section as SurveyResultsSummary['itemDistributions'][number]['section'],
        item,
        counts: index === 0 ? [10, 20, 30, 1100, 80] : [248, 248, 248, 248, 248],
      })),
    ),
    sectionMeans: [
      { section: 'generalAttitudes', mean: 3.5 },
      { section: 'businessMarket', mean: null },
    ],
  };
}

const exportPath = adminRecordsApi.export('survey', surveyResponseRecordsKind);

/** The survey API behind fetch: the results for the `days` asked, and the CSV export. */
function answerResults(exportStatus = 200) {
  const fetchMock = jest.fn(async (input: string, _init?: RequestInit) => {
    const url = new URL(input, window.location.origin);
    if (`${url.pathname}${url.search}` === exportPath)
      return {
        ok: exportStatus === 200,
        status: exportStatus,
        headers: new Headers({ 'content-disposition': 'attachment; filename="responses-2026-11-27.csv"' }),
        blob: async () => new Blob(['id,completed_at\r\n']),
      };
    if (url.pathname !== surveyApi.adminResults) return { ok: false, status: 404, text: async () => '' };
    const body = summaryFor(Number(url.searchParams.get('days')));
    return { ok: true, status: 200, text: async () => JSON.stringify(body) };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('/admin/results', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('draws responses over time as an image with its summary, followed by the same figures as a table', async () => {
    const fetchMock = answerResults();
    renderAsVisitor(<ResultsPage />, adminVisitor, '/admin/results');
    const chart = await screen.findByRole('img', { name: resultsCopy.overTime.chartTitle(30) });
    expect(chart).toHaveAccessibleDescription(
      /From 2026-10-29 to 2026-11-27: 1,234 completed, 1 started, 3 abandoned, 2 opened\./,
    );
    // One bar per day with responses, one segment per state it has.
    expect(chart.querySelectorAll('[data-day="2026-11-27"] rect')).toHaveLength(4);
    expect(chart.querySelectorAll('[data-day="2026-11-26"] rect')).toHaveLength(0);

    const table = screen.getByRole('table', { name: resultsCopy.overTime.tableCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    const today = within(table).getByRole('rowheader', { name: '2026-11-27' }).closest('tr') as HTMLElement;
    expect(
      within(today)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,234', '1', '3', '2']);
    expect(within(table).getByRole('columnheader', { name: 'Abandoned' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: resultsCopy.overTime.tableLabel })).toHaveAttribute(
      'tabindex',
      '0',
    );

    const [url = '', init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(url, window.location.origin).searchParams.get('days')).toBe('30');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-access-token');
  });

  it('reads another period when one is chosen', async () => {
    answerResults();
    renderAsVisitor(<ResultsPage />, adminVisitor, '/admin/results');
    await screen.findByRole('img', { name: resultsCopy.overTime.chartTitle(30) });
    await userEvent.selectOptions(screen.getByLabelText(resultsCopy.overTime.window), '90');
    expect(await screen.findByRole('img', { name: resultsCopy.overTime.chartTitle(90) })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: resultsCopy.overTime.tableCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(91);
  });

  it('stacks each item’s answers by value with its wording, in a chart and a table, per chosen section', async () => {
    answerResults();
    renderAsVisitor(<ResultsPage />, adminVisitor, '/admin/results');
    const chart = await screen.findByRole('img', { name: resultsCopy.items.chartTitle('General attitudes') });
    const first = chart.querySelector('[data-item="excited_about_advances"]') as SVGGElement;
    expect(first).toHaveTextContent('I am excited about advances in neurotechnology.');
    const segments = [...first.querySelectorAll('rect')]
      .slice(1)
      .map((rect) => Number(rect.getAttribute('width')));
    // The 1,100 "Agree" answers of 1,240 fill the widest segment, in proportion to the others.
    expect(segments).toHaveLength(5);
    expect(segments[3]).toBeCloseTo(((segments[0] ?? 0) * 1100) / 10, 5);

    const table = screen.getByRole('table', { name: resultsCopy.items.tableCaption('General attitudes') });
    const row = within(table)
      .getByRole('rowheader', { name: 'I am excited about advances in neurotechnology.' })
      .closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '20', '30', '1,100', '80', '1,240']);
    expect(within(table).getByRole('columnheader', { name: '4 Agree' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(requiredRatings.generalAttitudes.length + 1);

    await userEvent.selectOptions(screen.getByLabelText(resultsCopy.items.sectionLabel), 'dataPractices');
    const practices = await screen.findByRole('table', {
      name: resultsCopy.items.tableCaption('Data practices'),
    });
    expect(within(practices).getAllByRole('row')).toHaveLength(requiredRatings.dataPractices.length + 1);
    expect(
      within(practices).getByRole('columnheader', { name: '5 Extremely important' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: resultsCopy.items.chartTitle('Data practices') }),
    ).toBeInTheDocument();
  });

  it('keeps the counts by state and the section means', async () => {
    answerResults();
    renderAsVisitor(<ResultsPage />, adminVisitor, '/admin/results');
    const counts = await screen.findByRole('table', { name: resultsCopy.countsCaption });
    expect(
      within(counts).getByRole('rowheader', { name: resultsCopy.counts.completed }).closest('tr'),
    ).toHaveTextContent('1,240');
    const means = screen.getByRole('table', { name: resultsCopy.meansCaption });
    expect(
      within(means).getByRole('rowheader', { name: 'General attitudes' }).closest('tr'),
    ).toHaveTextContent('3.50');
    expect(
      within(means).getByRole('rowheader', { name: 'Business and market' }).closest('tr'),
    ).toHaveTextContent(resultsCopy.noAnswers);
  });

  it('downloads the CSV export with the access token under the name the service gives', async () => {
    const fetchMock = answerResults();
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:results');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAsVisitor(<ResultsPage />, adminVisitor, '/admin/results');
    await userEvent.click(await screen.findByRole('button', { name: resultsCopy.download.button }));
    await waitFor(() => expect(saved).toEqual(['responses-2026-11-27.csv']));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === exportPath) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer admin-access-token');
  });

  it('says so when the export fails', async () => {
    answerResults(500);
    renderAsVisitor(<ResultsPage />, adminVisitor, '/admin/results');
    await userEvent.click(await screen.findByRole('button', { name: resultsCopy.download.button }));
    expect(await screen.findByText(resultsCopy.download.failed)).toBeInTheDocument();
  });
});
