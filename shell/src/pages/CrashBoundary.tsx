import { logError } from '@gbc/web-kit';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen.js';

interface CrashBoundaryProps {
  /** A change (the path, on navigation) clears the crash so the next page can render. */
  resetKey?: string;
  children: ReactNode;
}

interface CrashBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Shows the crash screen instead of a tree that failed to render, and logs the error. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): CrashBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    logError('render crash', { error, componentStack: info.componentStack });
  }

  override componentDidUpdate(previous: CrashBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      this.setState({ error: null, failed: false });
    }
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
