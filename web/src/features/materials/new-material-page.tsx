import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { BackToMaterials } from './back-to-materials.tsx';
import { MaterialForm } from './material-form.tsx';

export function NewMaterialPage({ session, customerId }: { session: MeAndSettings; customerId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page>
      <BackToMaterials />
      <h2 className="mb-5 text-xl font-semibold tracking-tight">{t('materials.createTitle')}</h2>
      <MaterialForm
        session={session}
        defaults={customerId ? { customerId } : {}}
        onSaved={(saved) => void navigate({ to: '/admin/materials/$materialId', params: { materialId: saved.id } })}
        onCancel={() => void navigate({ to: '/admin/materials' })}
      />
    </Page>
  );
}
