import { Button } from '@web/components/ui/button';
import { CHUNK_FAILURE_MESSAGES, ChunkLoadFailure, forgetFailedLoads } from '@web/lib/load-chunk';
import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { PageError } from './page-error';

interface ErrorBoundaryProps {
  children: ReactNode;
  /**
   * Shown instead of the error when the browser is offline: then the page's code most likely could
   * not load (a page never opened here), and what is saved is more use than "reload".
   */
  offline?: ReactNode;
  /** A part of a page (a menu, a dialog): the message takes its place, not the whole page's. */
  inline?: boolean;
}

interface ErrorBoundaryState {
  error: unknown;
  /** Bumped by "Try again": the children mount afresh and load again. */
  attempt: number;
}

const reload = () => window.location.reload();

/**
 * Catches a page (or a part of one) that throws while rendering or whose code fails to load. Code
 * that failed to load says why, with a way on: try again, or reload for a new release (ADR 052).
 * The layout remounts the page's boundary on each navigation (key = pathname), so moving on clears
 * the error.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    forgetFailedLoads();
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render() {
    const { error, attempt } = this.state;
    const { children, offline, inline } = this.props;
    if (!error) return <Fragment key={attempt}>{children}</Fragment>;
    const chunk = error instanceof ChunkLoadFailure ? error : undefined;
    if (!navigator.onLine && offline && !chunk?.ofPart) return offline;
    const failed = chunk && CHUNK_FAILURE_MESSAGES[chunk.reason];
    const onAction = failed && failed.action === 'Try again' ? this.retry : reload;
    if (inline) {
      return (
        <span role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-800">
          {failed ? `${failed.title}. ${failed.text}` : 'This could not be shown.'}
          <Button type="button" size="sm" variant="outline" onClick={onAction}>
            {failed?.action ?? 'Reload page'}
          </Button>
        </span>
      );
    }
    return failed ? (
      <PageError title={failed.title} text={failed.text} action={failed.action} onAction={onAction} />
    ) : (
      <PageError />
    );
  }
}
