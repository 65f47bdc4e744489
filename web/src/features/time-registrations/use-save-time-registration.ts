import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotencyKey } from '../../lib/idempotency.ts';
import {
  registerTime,
  timeRegistrationsKey,
  updateTimeRegistration,
  type TimeRegistration,
  type TimeRegistrationInput,
} from './time-registrations-api.ts';

/**
 * Saves a registration: a new one with an idempotency key per attempt (a retry after a lost answer does not register
 * twice), an existing one by its version. Every time registration query is refreshed afterwards.
 */
export function useSaveTimeRegistration(options: { onSaved?: (saved: TimeRegistration) => void } = {}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ input, existing }: { input: TimeRegistrationInput; existing?: TimeRegistration | null }) =>
      existing
        ? updateTimeRegistration(existing.id, existing.version, input)
        : registerTime(input, idempotency.keyFor(input)),
    onSuccess: async (saved) => {
      idempotency.reset();
      await queryClient.invalidateQueries({ queryKey: timeRegistrationsKey });
      options.onSaved?.(saved);
    },
  });
}
