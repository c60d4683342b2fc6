// An async boundary so Module Federation can negotiate the shared singletons before any of them loads.
import('./bootstrap.js');
