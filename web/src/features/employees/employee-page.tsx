import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, KeyRound, Power, Trash2 } from 'lucide-react';
import { RecordPageError, RecordPageLoading } from '../../components/record-page-states.tsx';
import { Page } from '../../components/page.tsx';
import { Button } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/tabs.tsx';
import { errorText, reasonMessage } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { InvitationLinkDialog } from '../invitations/index.ts';
import {
  deleteEmployee,
  employeeOptions,
  employeesKey,
  inviteEmployee,
  setEmployeeActive,
  startPasswordReset,
  type EmployeeDetail,
} from './employees-api.ts';
import { EmployeeForm } from './employee-form.tsx';
import { EmployeeVisitsTab } from './employee-visits-tab.tsx';
import { EmployeeStatus } from './employee-list-page.tsx';

export function BackToEmployees() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/employees"
      className="mb-4 inline-flex items-center gap-1.5 text-[13px] text-muted hover:text-foreground"
    >
      <ArrowLeft className="size-3.5" aria-hidden="true" />
      {t('employees.backToList')}
    </Link>
  );
}

export function EmployeePage({ employeeId, session }: { employeeId: string; session: MeAndSettings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const employee = useQuery(employeeOptions(employeeId));
  const [tab, setTab] = useState('details');

  if (employee.isPending) return <RecordPageLoading />;
  if (employee.isError) {
    return (
      <RecordPageError
        error={employee.error}
        notFoundTitle={t('employees.notFoundTitle')}
        notFoundBody={t('employees.notFoundBody')}
        back={<BackToEmployees />}
        onRetry={() => void employee.refetch()}
      />
    );
  }
  const e = employee.data;
  const isSelf = e.id === session.me.id;
  return (
    <Page>
      <BackToEmployees />
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">{e.name}</h2>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge tone="accent">{t(`roles.${e.role}`)}</Badge>
            <EmployeeStatus active={e.active} hasPassword={e.hasPassword} />
            {isSelf && <Badge>{t('employees.you')}</Badge>}
          </div>
        </div>
        <EmployeeActions employee={e} isSelf={isSelf} />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('employees.tabsLabel')}>
          <TabsTrigger value="details">{t('employees.tabs.details')}</TabsTrigger>
          <TabsTrigger value="visits">{t('employees.tabs.visits')}</TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          <EmployeeForm
            key={e.version}
            company={session.company!}
            employee={e}
            isSelf={isSelf}
            onSaved={() => undefined}
            onCancel={() => void navigate({ to: '/admin/employees' })}
          />
        </TabsContent>
        <TabsContent value="visits">
          <EmployeeVisitsTab employeeId={e.id} />
        </TabsContent>
      </Tabs>
    </Page>
  );
}

function EmployeeActions({ employee: e, isSelf }: { employee: EmployeeDetail; isSelf: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'active' | 'delete' | null>(null);
  const [link, setLink] = useState<{ link: string; expiresAt: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: employeesKey });

  const invite = useMutation({
    mutationFn: () => inviteEmployee(e.id),
    onSuccess: (result) => setLink(result),
    onError: (error) => toast.error(errorText(t, error)),
  });
  // Someone with a password is not invited again: the link would let whoever holds it take the account over.
  const reset = useMutation({
    mutationFn: () => startPasswordReset(e.id),
    onSuccess: () => toast.success(t('employees.resetSent', { email: e.email })),
    onError: (error) => toast.error(errorText(t, error)),
  });
  const active = useMutation({
    mutationFn: () => setEmployeeActive(e.id, !e.active),
    onSuccess: async () => {
      setDialog(null);
      toast.success(t(e.active ? 'employees.deactivated' : 'employees.reactivated', { name: e.name }));
      await refresh();
    },
    onError: () => undefined,
  });
  const remove = useMutation({
    mutationFn: () => deleteEmployee(e.id),
    onSuccess: async () => {
      setDialog(null);
      toast.success(t('employees.deleted', { name: e.name }));
      queryClient.removeQueries({ queryKey: [...employeesKey, 'detail', e.id] });
      await refresh();
      await navigate({ to: '/admin/employees' });
    },
    onError: () => undefined,
  });

  // Your own account: the reason is known before asking the server.
  const activeError =
    e.active && isSelf
      ? reasonMessage(t, 'employee.cannotDeactivateSelf')
      : active.error
        ? errorText(t, active.error)
        : undefined;
  const deleteError = isSelf
    ? reasonMessage(t, 'employee.cannotDeleteSelf')
    : remove.error
      ? errorText(t, remove.error)
      : undefined;

  return (
    <div className="flex flex-wrap gap-2">
      {e.active && e.hasPassword && (
        <Button variant="secondary" loading={reset.isPending} onClick={() => reset.mutate()}>
          {!reset.isPending && <KeyRound className="size-4" aria-hidden="true" />}
          {t('employees.resetPassword')}
        </Button>
      )}
      {e.active && !e.hasPassword && (
        <Button variant="secondary" loading={invite.isPending} onClick={() => invite.mutate()}>
          {!invite.isPending && <KeyRound className="size-4" aria-hidden="true" />}
          {t('employees.invite')}
        </Button>
      )}
      <Button
        variant="secondary"
        onClick={() => {
          active.reset();
          setDialog('active');
        }}
      >
        <Power className="size-4" aria-hidden="true" />
        {e.active ? t('employees.deactivate') : t('employees.reactivate')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          remove.reset();
          setDialog('delete');
        }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {t('employees.delete')}
      </Button>
      <ConfirmDialog
        open={dialog === 'active'}
        onOpenChange={(open) => setDialog(open ? 'active' : null)}
        title={
          e.active ? t('employees.deactivateTitle', { name: e.name }) : t('employees.reactivateTitle', { name: e.name })
        }
        body={e.active ? t('employees.deactivateBody') : t('employees.reactivateBody')}
        error={activeError}
        tone={e.active ? 'danger' : 'primary'}
        confirmLabel={e.active ? t('employees.deactivate') : t('employees.reactivate')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        pending={active.isPending}
        onConfirm={() => active.mutate()}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={remove.error ? t('employees.cannotDelete') : t('employees.deleteTitle', { name: e.name })}
        body={t('employees.deleteBody')}
        error={deleteError}
        confirmLabel={t('employees.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
      <InvitationLinkDialog invitation={link} name={e.name} email={e.email} onClose={() => setLink(null)} />
    </div>
  );
}
