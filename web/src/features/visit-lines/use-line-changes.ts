import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import {
  addVisitLine,
  removeVisitLine,
  updateVisitLine,
  type AddLineInput,
  type VisitLine,
} from './visit-lines-api.ts';

/**
 * A visit's line changes: each refreshes every visit query (the lines and the visit's total, which the server
 * keeps) and the material search (the stock on hand it shows). An add carries an idempotency key per attempt.
 */
export function useLineChanges() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['visits'] }),
      queryClient.invalidateQueries({ queryKey: ['materialSearch'] }),
    ]);
  };
  return {
    add: useMutation({
      mutationFn: (input: AddLineInput) => addVisitLine(input, idempotency.keyFor(input)),
      onSuccess: async () => {
        idempotency.reset();
        await refresh();
      },
    }),
    update: useMutation({
      mutationFn: ({ line, input }: { line: VisitLine; input: Parameters<typeof updateVisitLine>[1] }) =>
        updateVisitLine(line, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (line: VisitLine) => removeVisitLine(line.id), onSuccess: refresh }),
  };
}
