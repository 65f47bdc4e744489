import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

class Boundary extends Component<
  { fallback: ReactNode; onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A part of the panel in its own chunk (the first screen's budget, decisions/0016). Offline before the service
 * worker has cached it, the chunk cannot load: the part then shows `unavailable` instead of breaking the screen
 * (the visit's own buttons keep working), and loads again when the connection returns.
 */
export function LazyPart<P extends object>({
  load,
  props,
  loading,
  unavailable,
}: {
  /** A module-level function, so the part is made once. */
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  loading: ReactNode;
  unavailable: ReactNode;
}) {
  const [part, setPart] = useState(() => ({ attempt: 0, Part: lazy(load) }));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const again = () => {
      setFailed(false);
      setPart((p) => ({ attempt: p.attempt + 1, Part: lazy(load) }));
    };
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [failed, load]);
  const { Part } = part;
  return (
    <Boundary key={part.attempt} fallback={unavailable} onError={() => setFailed(true)}>
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    </Boundary>
  );
}
