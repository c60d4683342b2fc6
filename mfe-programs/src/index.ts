// Async boundary: lets Module Federation negotiate shared singletons (react, ui, ...) before any of them load.
import('./bootstrap.js');
