import { fileURLToPath } from 'node:url';
import { routeLinesReachingTheDatabase } from '@gbc/service-kit/testing';

test('the marketing route plugins get service functions and never reach the database', () => {
  expect(routeLinesReachingTheDatabase(fileURLToPath(new URL('../src', import.meta.url)))).toEqual([]);
});
