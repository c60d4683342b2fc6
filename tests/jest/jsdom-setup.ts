import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// jsdom lacks these; react-router needs them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// `findBy*` and `waitFor` wait for a condition, never a fixed time: the first lazy page of a file can take
// more than the default second to import on a busy 2-core CI machine, so allow more before giving up.
configure({ asyncUtilTimeout: 10_000 });
