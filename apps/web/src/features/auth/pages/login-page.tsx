import { APP_NAME } from '../../../config';
import { AuthSplitLayout } from '../../../layouts/auth/split-layout';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  return (
    <AuthSplitLayout section={{ title: 'Hi, Welcome back' }}>
      <title>{`Sign in | ${APP_NAME}`}</title>
      <LoginForm />
    </AuthSplitLayout>
  );
}
