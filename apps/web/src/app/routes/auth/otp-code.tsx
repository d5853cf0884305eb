import { OtpCodeForm } from '../../../features/auth/components/otp-code-form';

export function Component() {
  return <OtpCodeForm />;
}
