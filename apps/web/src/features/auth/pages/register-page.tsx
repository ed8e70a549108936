import { APP_NAME } from '../../../config/app-name';
import { AuthSplitLayout } from '../../../layouts/auth/split-layout';
import { useTranslation } from '../../../locales/use-translation';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthSplitLayout section={{ title: t('registerHeading') }}>
      <title>{t('common:brandTitle', { page: t('register.pageTitle'), app: APP_NAME })}</title>
      <RegisterForm />
    </AuthSplitLayout>
  );
}
