import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronRight, Network, Pencil, Plus, Trash2 } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Button } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { errorMessageKey } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import {
  deleteDepartment,
  departmentMembersOptions,
  departmentsKey,
  departmentsOptions,
  type Department,
} from './departments-api.ts';
import { DepartmentDialog } from './department-dialog.tsx';

/** Departments with member counts; create, edit, delete (refused while in use) and the members of each. */
export function DepartmentsPage({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const departments = useQuery(departmentsOptions);
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);

  return (
    <Page>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-[13px] text-muted">{t('departments.intro')}</p>
        {isAdmin && (
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('departments.create')}
          </Button>
        )}
      </div>
      <Card className="overflow-hidden">
        {departments.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : departments.isError ? (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(departments.error))}
            retryLabel={t('common.retry')}
            onRetry={() => void departments.refetch()}
          />
        ) : departments.data.length === 0 ? (
          <EmptyState icon={Network} title={t('departments.emptyTitle')} body={t('departments.emptyBody')} />
        ) : (
          <ul className="divide-y divide-border">
            {departments.data.map((d) => (
              <li key={d.id}>
                <div className="flex items-center gap-3 px-4 py-2.5 text-[13px]">
                  <button
                    type="button"
                    className="inline-flex min-w-0 flex-1 items-center gap-2.5 rounded text-left focus-visible:outline-2 focus-visible:outline-ring"
                    aria-expanded={expanded === d.id}
                    disabled={!isAdmin}
                    onClick={() => setExpanded(expanded === d.id ? null : d.id)}
                  >
                    {isAdmin &&
                      (expanded === d.id ? (
                        <ChevronDown className="size-4 text-muted" aria-hidden="true" />
                      ) : (
                        <ChevronRight className="size-4 text-muted" aria-hidden="true" />
                      ))}
                    <span
                      className="size-3 shrink-0 rounded-full ring-1 ring-border"
                      style={{ backgroundColor: d.color ?? 'transparent' }}
                      aria-hidden="true"
                    />
                    <span className="truncate font-medium">{d.name}</span>
                    <span className="text-muted">{t('departments.memberCount', { count: d.memberCount })}</span>
                  </button>
                  {isAdmin && (
                    <div className="flex gap-1">
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('departments.editNamed', { name: d.name })}
                        onClick={() => setEditing(d)}
                      >
                        <Pencil className="size-4" aria-hidden="true" />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={t('departments.deleteNamed', { name: d.name })}
                        onClick={() => setDeleting(d)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </div>
                  )}
                </div>
                {expanded === d.id && <Members id={d.id} />}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {editing && <DepartmentDialog department={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteDepartment department={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}

function Members({ id }: { id: string }) {
  const { t } = useTranslation();
  const members = useQuery(departmentMembersOptions(id));
  return (
    <div className="border-t border-border bg-surface-muted/30 px-4 py-3 pl-11 text-[13px]">
      {members.isPending ? (
        <Skeleton className="h-5 w-48" />
      ) : members.isError ? (
        <p className="text-danger">{t(errorMessageKey(members.error))}</p>
      ) : members.data.length === 0 ? (
        <p className="text-muted">{t('departments.noMembers')}</p>
      ) : (
        <ul className="space-y-1" aria-label={t('departments.members')}>
          {members.data.map((m) => (
            <li key={m.id} className="flex items-center gap-2">
              <Link
                to="/admin/employees/$employeeId"
                params={{ employeeId: m.id }}
                className="font-medium hover:underline"
              >
                {m.name}
              </Link>
              <span className="text-muted">{m.email}</span>
              <span className="text-muted">· {t(`roles.${m.role}`)}</span>
              {!m.active && <span className="text-muted">· {t('employees.inactive')}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DeleteDepartment({ department, onClose }: { department: Department; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteDepartment(department.id),
    onSuccess: async () => {
      toast.success(t('departments.deleted', { name: department.name }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: departmentsKey });
    },
    onError: () => undefined,
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mutation.error ? t('departments.cannotDelete') : t('departments.deleteTitle', { name: department.name })}
      body={t('departments.deleteBody')}
      error={mutation.error ? errorText(t, mutation.error) : undefined}
      confirmLabel={t('departments.delete')}
      cancelLabel={t('common.cancel')}
      closeLabel={t('common.close')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  );
}
