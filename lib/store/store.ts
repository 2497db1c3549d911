/**
 * A reducer behind a subscription: the container for the site's client
 * state (SPEC section 4). React components read it through
 * `useSyncExternalStore` (components/shell/AppState.client.tsx), so only
 * the components that read a store render when it changes. Held in React
 * state instead, every dispatch would re-render the provider and push a
 * context change through the whole page, including its not yet hydrated
 * Suspense boundaries, which React then has to hydrate at once.
 */
export type Store<State, Action> = {
  getState(): State;
  dispatch(action: Action): void;
  /** Calls `listener` after each dispatch that changed the state; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
};

export function createStore<State, Action>(
  reducer: (state: State, action: Action) => State,
  initial: State,
): Store<State, Action> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
