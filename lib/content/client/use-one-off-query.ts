import { useQuery, type AnyVariables, type GraphQLRequestParams, type OperationContext } from '@urql/next';
import { ONE_OFF_REQUEST_POLICY } from './policies';

/** `useQuery`'s arguments without `requestPolicy` (the hook decides it). */
export type ContentQueryArgs<Data = unknown, Variables extends AnyVariables = AnyVariables> = GraphQLRequestParams<
  Data,
  Variables
> & {
  /** While true nothing is executed. */
  pause?: boolean;
  /** Extra operation context; memoize it (a new object re-executes the query). */
  context?: Partial<OperationContext>;
};

/** A query read once: `cache-first`, answered from the client's cache when it holds the result. */
export function useOneOffQuery<Data = unknown, Variables extends AnyVariables = AnyVariables>(
  args: ContentQueryArgs<Data, Variables>,
) {
  return useQuery<Data, Variables>({ ...args, requestPolicy: ONE_OFF_REQUEST_POLICY });
}
