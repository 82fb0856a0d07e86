import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageError } from './page-error';

interface ErrorBoundaryProps {
  children: ReactNode;
  /**
   * Shown instead of the error when the browser is offline: then the page's code most likely could
   * not load (a page never opened here), and what is saved is more use than "reload".
   */
  offline?: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
}

/**
 * Catches a page that throws while rendering or whose code fails to load. The layout remounts it on
 * each navigation (key = pathname), so moving on clears the error.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return !navigator.onLine && this.props.offline ? this.props.offline : <PageError />;
  }
}
