'use client';

import { Component, type ReactNode } from 'react';

type Props = {
  kind: string;
  id: string;
  /** Shown instead of the module when it throws; null (nothing) for visitors. */
  fallback: ReactNode;
  children: ReactNode;
};

/**
 * One module's error boundary: a module that throws (on the server or in the
 * browser) is replaced by its fallback and the rest of the page renders.
 */
export class ModuleBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown): void {
    const { kind, id } = this.props;
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'module_crashed',
        kind,
        id,
        path: typeof window === 'undefined' ? undefined : window.location.pathname,
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
