import { Component, type ReactNode } from "react";

interface Props {
  /** Rendered in place of `children` once they have thrown; called only then. */
  fallback: () => ReactNode;
  children: ReactNode;
}

/** Shows `fallback` in place of `children` when they throw (a download that failed) instead of
 * an empty screen, until the boundary is rendered afresh (a new `key`). */
export class FailureBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}
