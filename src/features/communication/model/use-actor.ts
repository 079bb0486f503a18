import { useEffect, useState, useSyncExternalStore } from 'react';
import { type AnyStateMachine, createActor, type InputFrom } from 'xstate';

/**
 * Runs a machine for the life of a component and gives its snapshot and `send`: what @xstate/react's
 * useMachine does, written out so this screen does not split that package into a chunk of its own
 * (the session already loads it after the first paint; every chunk's name is in the first load).
 */
export function useActor<M extends AnyStateMachine>(machine: M, input: InputFrom<M>) {
  const [actor] = useState(() => createActor(machine, { input }));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
  return [snapshot, actor.send] as const;
}
