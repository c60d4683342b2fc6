import { logError } from '@gbc/web-kit';
import { Component, type ReactNode } from 'react';
import { isRemoteLoadFailure } from '../remotes/remote-load-error.js';

interface RemoteLoadBoundaryProps {
  /** A new value clears the caught failure (the next load attempt). */
  resetKey: number;
  fallback: ReactNode;
  children: ReactNode;
}

interface RemoteLoadBoundaryState {
  error: unknown;
}

/**
 * Catches failures to load a remote's code and shows `fallback` inside the layout. Any other error
 * is a page failing to render: it is thrown on to the crash screen.
 */
export class RemoteLoadBoundary extends Component<RemoteLoadBoundaryProps, RemoteLoadBoundaryState> {
  override state: RemoteLoadBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): RemoteLoadBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (isRemoteLoadFailure(error)) logError('remote-load', error);
  }

  override componentDidUpdate(previous: RemoteLoadBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) {
      this.setState({ error: null });
    }
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isRemoteLoadFailure(error)) throw error;
    return this.props.fallback;
  }
}
