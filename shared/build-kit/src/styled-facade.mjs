/*
 * The part of styled-components the apps use in the browser, shared in its place as `styled-components`
 * (see shared-singletons.mjs): the package's own entry would also ship its server-rendering sheet and
 * helpers no page calls. Server builds share the package itself. Importing a name not listed fails
 * shared/build-kit/test/shared-facades.unit.test.ts: add it here. Named by its file, as the other facades.
 */
export {
  createGlobalStyle,
  css,
  keyframes,
  StyleSheetManager,
  styled,
  ThemeProvider,
} from '../../../node_modules/styled-components/dist/styled-components.browser.esm.js';
