import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql, request } from '../../lib/graphql.ts';
import { sessionQueryKey, type Session } from '../../lib/auth.ts';
import { setLanguage, type AppLanguage } from '../../lib/i18n.ts';

/** Written exactly as in contract.md. */
const updatePrefLangMutation = graphql(`
  mutation UpdatePrefLang($lang: String!) {
    updateMe(prefLang: $lang) {
      id
      prefLang
    }
  }
`);

/**
 * Switches the interface at once, then stores the choice as the user's prefLang so it survives a reload
 * and a new sign-in. The cached session is updated first so a navigation meanwhile does not switch back.
 */
export function useChangeLanguage() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (lang: AppLanguage) => request(updatePrefLangMutation, { lang }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  return (lang: AppLanguage) => {
    setLanguage(lang);
    queryClient.setQueryData<Session>(sessionQueryKey, (old) =>
      old ? { ...old, me: { ...old.me, prefLang: lang } } : old,
    );
    mutation.mutate(lang);
  };
}
