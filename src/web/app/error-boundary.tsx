import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorCard, logErrorWithId } from './error-card';

interface Props {
  children: ReactNode;
  /** When this value changes (e.g. the pathname), a crashed boundary starts over. */
  resetKey?: unknown;
}

interface State {
  hasError: boolean;
  errorId: string | null;
}

/** Catches a crash below it and shows the calm error card instead of a blank page (spec 2.15). */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { hasError: false, errorId: null };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ errorId: logErrorWithId(error, info.componentStack) });
  }

  componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ hasError: false, errorId: null });

  render() {
    if (this.state.hasError) return <ErrorCard errorId={this.state.errorId} onRetry={this.reset} />;
    return this.props.children;
  }
}
