import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnavailablePanel } from './unavailable-panel';

type Props = { resetKey: string; onRetry: () => void; children: ReactNode };
type State = { error: Error | null; resetKey: string };

/** Catches a remote that failed to load or threw while rendering; a new page clears it. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote area failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? <UnavailablePanel onRetry={this.retry} /> : this.props.children;
  }
}
