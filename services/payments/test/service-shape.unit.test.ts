import { fileURLToPath } from 'node:url';
import { literalApiPathsIn, routeLinesReachingTheDatabase } from '@gbc/service-kit/testing';

const folder = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url));

test('the payments route plugins get service functions and never reach the database', () => {
  expect(routeLinesReachingTheDatabase(folder('src'))).toEqual([]);
});

test('the payments tests take API paths from the contracts, never spelled out', () => {
  expect(literalApiPathsIn(folder('test'))).toEqual([]);
});
