import type { ComponentType } from 'react';

/** What a remote's `./pages` module default-exports: site-map path patterns to page components. */
export type RemotePages = Record<string, ComponentType>;
