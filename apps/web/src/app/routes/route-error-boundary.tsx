import { Component, type ComponentType, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router';
import { reportBrowserError } from '@/lib/browser-errors.ts';

type BoundaryProps = { fallback: ComponentType<{ error: unknown }>; location: Location; children: ReactNode };
type BoundaryState = { failed: boolean; error: unknown; location: Location };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  // Another address renders its routes afresh.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, error: null, location: props.location };
  }

  override componentDidCatch(error: unknown) {
    reportBrowserError('boundary', error);
  }

  override render() {
    const { fallback: Fallback, children } = this.props;
    return this.state.failed ? <Fallback error={this.state.error} /> : children;
  }
}

/**
 * A route's error boundary, as react-router's data routes have them: an error in the routes under
 * it shows the fallback in their place until the address changes. The fallback tells of the error.
 */
export function RouteErrorBoundary({ fallback, children }: { fallback: ComponentType<{ error: unknown }>; children: ReactNode }) {
  return (
    <Boundary fallback={fallback} location={useLocation()}>
      {children}
    </Boundary>
  );
}
