import { APP_NAME } from '../../../config';
import { AuthSplitLayout } from '../../../layouts/auth/split-layout';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  return (
    <AuthSplitLayout section={{ title: 'Manage the job more effectively with Minimal' }}>
      <title>{`Register | ${APP_NAME}`}</title>
      <RegisterForm />
    </AuthSplitLayout>
  );
}
