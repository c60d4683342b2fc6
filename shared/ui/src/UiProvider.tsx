import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.js';
import { ToastProvider } from './ToastProvider.js';
import { theme } from './theme.js';

/** Everything the design system needs, rendered once by the shell around the whole app (remotes never add it). */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
}
