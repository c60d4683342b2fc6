// Nothing renders here: the shell loads this remote's pages through the exposed `./pages` module.
// index.ts imports this file dynamically only to give Module Federation its async boundary.
export {};
