import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { BackToItems } from './back-to-items.tsx';
import { ItemForm } from './item-form.tsx';

export function NewItemPage({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page>
      <BackToItems />
      <h2 className="mb-5 text-xl font-semibold tracking-tight">{t('items.createTitle')}</h2>
      <ItemForm
        stockEnabled={session.company?.enableItemStock === true}
        onSaved={(saved) => void navigate({ to: '/admin/items/$itemId', params: { itemId: saved.id } })}
        onCancel={() => void navigate({ to: '/admin/items' })}
      />
    </Page>
  );
}
