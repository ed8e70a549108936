import { APP_NAME } from '../../../config/app-name';
import { AuthSplitLayout } from '../../../layouts/auth/split-layout';
import { useTranslation } from '../../../locales/use-translation';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthSplitLayout section={{ title: t('welcome') }}>
      <title>{t('common:brandTitle', { page: t('login.pageTitle'), app: APP_NAME })}</title>
      <LoginForm />
    </AuthSplitLayout>
  );
}
