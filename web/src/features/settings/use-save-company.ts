import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { sessionQueryKey } from '../../lib/auth.ts';
import { GraphQLRequestError, errorMessageKey } from '../../lib/errors.ts';
import { useConflictReload } from '../../components/conflict-notice.tsx';
import {
  companySettingsQueryKey,
  updateCompanySettings,
  type CompanySettingsData,
  type CompanySettingsVariables,
} from './settings-api.ts';

/**
 * Saves company settings with the version last read (optimistic locking). On success the shell's session
 * (flags → sidebar) is refreshed at once; on CONFLICT the caller shows `conflictNotice`, which offers to reload.
 */
export function useSaveCompany(options: {
  successKey: string;
  onSaved: (company: CompanySettingsData) => void;
  onFieldError?: (field: string) => boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const conflict = useConflictReload(async () => {
    await queryClient.refetchQueries({ queryKey: companySettingsQueryKey });
    const fresh = queryClient.getQueryData<CompanySettingsData | null>(companySettingsQueryKey);
    if (fresh) options.onSaved(fresh);
  }, 'settings');

  const mutation = useMutation({
    mutationFn: (input: Omit<CompanySettingsVariables, 'version'>) => {
      const current = queryClient.getQueryData<CompanySettingsData | null>(companySettingsQueryKey);
      return updateCompanySettings({ ...input, version: current?.version ?? 0 });
    },
    onSuccess: async (company) => {
      conflict.clear();
      queryClient.setQueryData(companySettingsQueryKey, company);
      options.onSaved(company);
      toast.success(t(options.successKey));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['shellCompanyName'] }),
        queryClient.invalidateQueries({ queryKey: ['navigationCounts'] }),
      ]);
    },
    onError: (error) => {
      if (error instanceof GraphQLRequestError) {
        if (error.code === 'CONFLICT') {
          conflict.onConflict();
          return;
        }
        if (error.code === 'BAD_USER_INPUT' && error.field && options.onFieldError?.(error.field)) return;
      }
      toast.error(t(errorMessageKey(error)));
    },
  });

  return { mutation, conflictNotice: conflict.notice };
}
