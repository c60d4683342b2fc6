import { readFileSync } from 'node:fs';
import {
  bciAcceleratorFacts,
  neuroGovernanceFacts,
  programsApi,
  storyLimits,
  storyMessages,
  storySubmissionSchema,
} from '../src/programs/index.js';

const validStory = {
  name: 'Ada Example',
  email: 'ada@example.org',
  storyType: 'research',
  storyTitle: 'Decoding motor intent',
  storyContent: 'A'.repeat(storyLimits.contentMin),
  consentPublish: false,
  consentContact: true,
};

const fieldMessages = (input: unknown) => {
  const result = storySubmissionSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('programsApi', () => {
  test('builds the story and brochure paths under the service prefix', () => {
    expect(programsApi.stories.submit).toBe('/api/programs/stories');
    expect(programsApi.brochure('neuro-governance')).toBe('/api/programs/brochures/neuro-governance');
  });
});

describe('storySubmissionSchema', () => {
  test('accepts the spec’s bounds: title 5 and 100, story 200 and 2000, consents not required', () => {
    for (const storyTitle of ['T'.repeat(5), 'T'.repeat(100)]) {
      for (const storyContent of ['S'.repeat(200), 'S'.repeat(2000)]) {
        expect(fieldMessages({ ...validStory, storyTitle, storyContent })).toEqual({});
      }
    }
  });

  test.each([
    ['name', { name: ' A ' }, storyMessages.nameRequired],
    ['email', { email: 'ada@' }, storyMessages.emailInvalid],
    ['email', { email: '' }, storyMessages.emailInvalid],
    ['storyType', { storyType: '' }, storyMessages.storyType],
    ['storyTitle', { storyTitle: 'Abcd' }, storyMessages.titleTooShort],
    ['storyTitle', { storyTitle: 'T'.repeat(101) }, storyMessages.titleTooLong],
    ['storyTitle', { storyTitle: 'Line one\nline two' }, storyMessages.titleInvalid],
    ['storyContent', { storyContent: 'S'.repeat(199) }, storyMessages.contentTooShort],
    ['storyContent', { storyContent: 'S'.repeat(2001) }, storyMessages.contentTooLong],
    ['storyContent', { storyContent: `${'S'.repeat(200)}\u202e` }, storyMessages.contentInvalid],
  ])('refuses %s with the message %#', (field, override, message) => {
    expect(fieldMessages({ ...validStory, ...override })).toEqual({ [field]: message });
  });

  test('keeps paragraphs in a story', () => {
    const storyContent = `${'First paragraph. '.repeat(8)}\n\n${'Second paragraph. '.repeat(8)}`;
    expect(storySubmissionSchema.parse({ ...validStory, storyContent }).storyContent).toContain('\n\n');
  });
});

describe('program facts', () => {
  test('state the spec’s figures and dates', () => {
    expect(neuroGovernanceFacts.facts.map((fact) => fact.value)).toEqual([
      '8 weeks online',
      '25-30 participants',
      'Live + self-paced',
      'Certified',
      'AUD $2,500',
      'Q2 2025',
    ]);
    expect(neuroGovernanceFacts).toMatchObject({
      weeklyCommitment: '6-8 hours per week',
      applicationDeadline: 'April 30, 2025',
      cohortStarts: 'May 2025',
    });
    expect(bciAcceleratorFacts.fundingReadings.map((reading) => [reading.funding, reading.cohort])).toEqual([
      ['Seed investment up to $50K equity-free', 'Cohort 2'],
      ['Funding up to $250K', 'Fall 2026 cohort'],
    ]);
  });
});

describe('zod-free modules', () => {
  test.each(['api-paths.ts', 'brochures.ts', 'program-facts.ts', 'story-copy.ts'])(
    '%s imports no zod, so pages can load it in their first load',
    (file) => {
      const source = readFileSync(new URL(`../src/programs/${file}`, import.meta.url), 'utf8');
      expect(source).not.toMatch(/from 'zod'/);
      for (const [, imported] of source.matchAll(/from '\.\/([^']+)\.js'/g)) {
        expect(readFileSync(new URL(`../src/programs/${imported}.ts`, import.meta.url), 'utf8')).not.toMatch(
          /from 'zod'/,
        );
      }
    },
  );
});
