// The shell provides every shared singleton eagerly (build-kit's host config), so federation can
// negotiate them synchronously and the app starts in this entry, without an extra round trip.
import './bootstrap.js';
