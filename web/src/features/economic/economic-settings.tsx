import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../../components/card.tsx';
import { Field } from '../../components/field.tsx';
import { Input } from '../../components/input.tsx';
import { Button } from '../../components/button.tsx';
import { FormErrors } from '../../components/form-errors.tsx';
import { toast } from '../../lib/toast.ts';
import { formatDateTime } from '../../lib/format/index.ts';
import {
  economicConnectionOptions,
  economicKey,
  removeEconomicConnection,
  saveEconomicTokens,
  testEconomicConnection,
  type EconomicConnection,
} from './economic-api.ts';
import { economicErrorText } from './economic-text.ts';
import { reasonMessage } from '../../lib/reasons.ts';
import { EconomicSyncLog } from './economic-sync-log.tsx';

/**
 * Settings → e-conomic (companies with headlessApiEconomicActive): the agreement's two tokens, checked before they
 * are stored and never shown again; once connected, the agreement's name, a test, removal, the last pull, the log.
 */
export function EconomicSettings() {
  const { t } = useTranslation();
  const connection = useQuery(economicConnectionOptions);
  return (
    <CardSection title={t('economic.title')} description={t('economic.intro')}>
      {connection.data?.connected ? (
        <Connected connection={connection.data} />
      ) : connection.data ? (
        <TokensForm />
      ) : null}
      <EconomicSyncLog />
    </CardSection>
  );
}

function TokensForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [appSecretToken, setAppSecret] = useState('');
  const [agreementGrantToken, setGrant] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveEconomicTokens,
    onSuccess: async () => {
      setAppSecret('');
      setGrant('');
      await queryClient.invalidateQueries({ queryKey: economicKey });
      toast.success(t('economic.connected'));
    },
    onError: (error) => setProblem(economicErrorText(t, error)),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!appSecretToken.trim() || !agreementGrantToken.trim()) return setProblem(t('economic.tokensRequired'));
    save.mutate({ appSecretToken, agreementGrantToken });
  }
  return (
    <form onSubmit={submit} className="mb-5 space-y-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('economic.appSecretToken')}>
          <Input
            type="password"
            autoComplete="off"
            value={appSecretToken}
            onChange={(e) => setAppSecret(e.target.value)}
          />
        </Field>
        <Field label={t('economic.agreementGrantToken')}>
          <Input
            type="password"
            autoComplete="off"
            value={agreementGrantToken}
            onChange={(e) => setGrant(e.target.value)}
          />
        </Field>
      </div>
      <FormErrors messages={problem ? [problem] : []} />
      <Button type="submit" disabled={save.isPending}>
        {t('economic.saveAndTest')}
      </Button>
    </form>
  );
}

function Connected({ connection }: { connection: EconomicConnection }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: economicKey });
  const test = useMutation({
    mutationFn: testEconomicConnection,
    onSuccess: async (result) => {
      await refresh();
      if (result.ok) toast.success(t('economic.testOk'));
      else toast.error(`${reasonMessage(t, result.reason ?? undefined)}${result.detail ? ` (${result.detail})` : ''}`);
    },
    onError: (error) => toast.error(economicErrorText(t, error)),
  });
  const remove = useMutation({
    mutationFn: removeEconomicConnection,
    onSuccess: async () => {
      await refresh();
      toast.success(t('economic.removed'));
    },
    onError: (error) => toast.error(economicErrorText(t, error)),
  });
  return (
    <div className="mb-5 space-y-3 text-[13px]">
      <p data-testid="economic-connected">
        {t('economic.connectedTo', { name: connection.agreementName ?? connection.agreementNumber ?? '' })}
      </p>
      <p className="text-muted">
        {connection.lastPaymentsPullAt
          ? t('economic.lastPull', { at: formatDateTime(new Date(connection.lastPaymentsPullAt)) })
          : t('economic.noPullYet')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
          {t('economic.test')}
        </Button>
        <Button variant="secondary" onClick={() => remove.mutate()} disabled={remove.isPending}>
          {t('economic.remove')}
        </Button>
      </div>
    </div>
  );
}
