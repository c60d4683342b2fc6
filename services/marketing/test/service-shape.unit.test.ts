import { fileURLToPath } from 'node:url';
import {
  literalApiPathsIn,
  literalSitePathsIn,
  routeLinesReachingTheDatabase,
} from '@gbc/service-kit/testing';
import { routes } from '@gbc/site-map';

const folder = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url));

test('the marketing route plugins get service functions and never reach the database', () => {
  expect(routeLinesReachingTheDatabase(folder('src'))).toEqual([]);
});

test('the marketing tests take API paths from the contracts, never spelled out', () => {
  expect(literalApiPathsIn(folder('test'))).toEqual([]);
});

test('the marketing service builds links to site pages with pathTo(), never spelled out', () => {
  expect(
    literalSitePathsIn(
      folder('src'),
      routes.map((route) => route.path),
    ),
  ).toEqual([]);
});
