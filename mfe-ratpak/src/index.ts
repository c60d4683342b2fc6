// Async boundary: lets Module Federation negotiate shared singletons (react, ui, ...) before any of them load.
// Nothing renders from here: the shell loads `./pages` and renders each page inside its own providers.
import('./pages.js');
