// Nothing renders from here: the shell loads `./pages` through Module Federation and renders each page inside
// its own layout, router and providers. This module only sits behind the entry's async boundary (index.ts).
export {};
