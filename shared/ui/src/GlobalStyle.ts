import { createGlobalStyle } from 'styled-components';
import { focusColor } from './surface.js';
import { theme } from './theme.js';

/**
 * The only global CSS of the site: a small reset, base typography and the reduced-motion override. In a
 * shadow root (an embedded widget) it applies to that tree only.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    color: ${theme.colors.ink};
    background: ${theme.colors.surface};
    -webkit-font-smoothing: antialiased;
  }

  /* The body's text settings for a widget rendered in a shadow root, which has no body of its own. */
  :host {
    display: block;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
    color: ${theme.colors.ink};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, h5, h6, p, figure, blockquote {
    margin: 0;
  }

  img, video, canvas {
    display: block;
    max-width: 100%;
  }

  img, video {
    height: auto;
  }

  input, button, textarea, select {
    font: inherit;
  }

  a {
    color: ${theme.colors.primary};
  }

  :focus-visible {
    outline: 3px solid ${focusColor};
    outline-offset: 2px;
  }

  /* Motion is decoration on this site: users who ask for less get none, whatever a component declares. */
  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto !important;
    }

    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
