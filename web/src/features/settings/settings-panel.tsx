import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, History, Mail, Tags } from 'lucide-react';
import { MailSenderForm } from './mail-sender-form.tsx';
import { Link } from '@tanstack/react-router';
import { sessionQueryOptions } from '../../lib/auth.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { Skeleton } from '../../components/skeleton.tsx';
import { Card, CardSection } from '../../components/card.tsx';
import { EmptyState } from '../../components/states.tsx';
import { Button, buttonClasses } from '../../components/button.tsx';
import { ProfileForm } from './profile-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { CompanyForm } from './company-form.tsx';
import { FeaturesForm } from './features-form.tsx';
import { BookingSettingsForm } from './booking-settings-form.tsx';
import { companySettingsOptions } from './settings-api.ts';
import { TimeSettingsCard } from '../time-registrations/index.ts';
import { EconomicSettings } from '../economic/index.ts';

/** The settings content, shared by the page and the dialog. Company sections only for administrators. */
export function SettingsPanel() {
  const session = useQuery(sessionQueryOptions);
  const me = session.data?.me;
  if (!me) return <Skeleton className="h-64 w-full" />;
  const isAdmin = me.role === 'administrator' && session.data?.company != null;
  return (
    <div className="space-y-6">
      <ProfileForm key={me.id} me={me} />
      <PasswordForm email={me.email} />
      {isAdmin && <CompanySections />}
    </div>
  );
}

function CompanySections() {
  const { t } = useTranslation();
  const company = useQuery(companySettingsOptions);
  if (company.isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <Skeleton className="h-96 w-full rounded-xl" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  }
  if (company.isError || !company.data) {
    return (
      <Card>
        <EmptyState
          icon={AlertTriangle}
          tone="danger"
          title={t('common.loadErrorTitle')}
          body={company.isError ? t(errorMessageKey(company.error)) : t('settings.noCompany')}
          action={
            <Button variant="secondary" onClick={() => void company.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <>
      <CompanyForm key={`company-${company.data.id}`} company={company.data} />
      <MailSenderForm key={`mail-${company.data.id}`} company={company.data} />
      <FeaturesForm key={`features-${company.data.id}`} company={company.data} />
      <BookingSettingsForm key={`booking-${company.data.id}`} company={company.data} />
      {company.data.allowTimeReg && <TimeSettingsCard />}
      {company.data.headlessApiEconomicActive && <EconomicSettings />}
      <CardSection title={t('settings.customTagsTitle')} description={t('settings.customTagsIntro')}>
        <Link to="/admin/settings/custom-tags" className={buttonClasses('secondary')}>
          <Tags className="size-4" aria-hidden="true" />
          {t('settings.customTagsLink')}
        </Link>
      </CardSection>
      <CardSection title={t('auditLog.settingsTitle')} description={t('auditLog.settingsIntro')}>
        <Link to="/admin/settings/audit-log" className={buttonClasses('secondary')}>
          <History className="size-4" aria-hidden="true" />
          {t('auditLog.settingsLink')}
        </Link>
      </CardSection>
      <CardSection title={t('mail.settingsTitle')} description={t('mail.settingsIntro')}>
        <Link to="/admin/settings/email-log" className={buttonClasses('secondary')}>
          <Mail className="size-4" aria-hidden="true" />
          {t('mail.settingsLink')}
        </Link>
      </CardSection>
    </>
  );
}
