import type { ReactNode } from 'react';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.js';
import { ToastProvider } from './ToastProvider.js';
import { theme } from './theme.js';

export interface UiProviderProps {
  children: ReactNode;
  /**
   * Where every style goes, the global ones included. Left out (the shell), styles go into the
   * document's head as before; a widget embedded in another site passes its shadow root, so that
   * nothing is added to the host page's document.
   */
  styleTarget?: ShadowRoot | HTMLElement;
}

/** Everything the design system needs, rendered once by the shell around the whole app (remotes never add it). */
export function UiProvider({ children, styleTarget }: UiProviderProps) {
  const ui = (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
  return styleTarget ? <StyleSheetManager target={styleTarget}>{ui}</StyleSheetManager> : ui;
}
