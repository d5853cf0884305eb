import { VerifyAccountForm } from '../../../features/auth/components/verify-account-form';

export function Component() {
  return <VerifyAccountForm />;
}
