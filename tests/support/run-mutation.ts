import { MutationObserver, type MutationObserverOptions } from '@tanstack/react-query';
import { vi } from 'vitest';
import { queryClientFor } from '#client/lib/server-state/query-client.ts';

type MutationUnderTest<Data, Variables> = Pick<MutationObserverOptions<Data, Error, Variables>, 'retry' | 'retryDelay'> & { mutationFn: (variables: Variables) => Promise<Data> };

/**
 * Runs a mutation through the query library with the app's cache policy, on fake timers: how it
 * ended, when each call was made (`waits`: the time between calls), and each retry the library
 * announced (its `failureCount` while still pending, what the forms show), in order with the calls.
 */
export async function runMutation<Data, Variables>(options: MutationUnderTest<Data, Variables>, variables: Variables) {
  vi.useFakeTimers();
  try {
    const events: string[] = [];
    const callTimes: number[] = [];
    const announced: number[] = [];
    const observer = new MutationObserver<Data, Error, Variables>(queryClientFor('mutation-under-test'), {
      ...options,
      mutationFn: (given) => {
        callTimes.push(Date.now());
        events.push(`call ${callTimes.length}`);
        return options.mutationFn(given);
      },
    });
    const unsubscribe = observer.subscribe((state) => {
      if (state.isPending && state.failureCount > (announced.at(-1) ?? 0)) {
        announced.push(state.failureCount);
        events.push(`retry ${state.failureCount}`);
      }
    });
    const settled = observer.mutate(variables).then(
      (data) => ({ status: 'success' as const, data }),
      (error: unknown) => ({ status: 'error' as const, error }),
    );
    await vi.runAllTimersAsync();
    const result = await settled;
    unsubscribe();
    return { result, events, announced, calls: callTimes.length, waits: callTimes.slice(1).map((at, index) => at - callTimes[index]!) };
  } finally {
    vi.useRealTimers();
  }
}
