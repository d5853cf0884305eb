import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MIN_PASSWORD_SCORE,
  measurePassword,
  type PasswordStrength,
} from '../../lib/password-strength';
import { radius } from '../../lib/theme';

const barColor = ['error', 'error', 'warning', 'success', 'success'] as const;

/** Live strength, warning and suggestions for a new password, in the current language. */
export function PasswordStrengthMeter({
  id,
  password,
  userInputs,
}: {
  id: string;
  password: string;
  userInputs: string[];
}) {
  const { t } = useTranslation(['auth', 'password']);
  const [measured, setMeasured] = useState<{ password: string; strength: PasswordStrength } | null>(
    null,
  );
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      void measurePassword(password, inputsKey.split('\n')).then((strength) => {
        if (isCurrent) setMeasured({ password, strength });
      });
    }, 150);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [password, inputsKey]);

  // Only a judgement of what is typed now; an emptied field shows nothing.
  const strength = password && measured?.password === password ? measured.strength : null;
  // While a typed password is being measured, its bar's room is kept: nothing below it jumps
  // down under a finger on its way to the button.
  if (!strength) return <Box id={id} sx={{ minHeight: password ? 38 : 0, mt: 0.5, mb: 1 }} />;
  const level = t(`auth:strength.levels.${strength.score}`);
  return (
    <Box id={id} aria-live="polite" sx={{ mt: 0.5, mb: 1 }}>
      <LinearProgress
        variant="determinate"
        value={(strength.score + 1) * 20}
        color={barColor[strength.score]}
        aria-label={t('auth:strength.label', { level })}
        sx={{ height: 8, borderRadius: radius.sm }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('auth:strength.label', { level })}
      </Typography>
      {strength.warning && (
        <Typography variant="body2" sx={{ color: 'error.dark' }}>
          {t(`password:warnings.${strength.warning}`)}
        </Typography>
      )}
      {strength.score < MIN_PASSWORD_SCORE && !strength.warning && (
        <Typography variant="body2" sx={{ color: 'error.dark' }}>
          {t('auth:strength.tooWeak')}
        </Typography>
      )}
      {strength.suggestions.map((key) => (
        <Typography key={key} variant="body2" color="text.secondary">
          {t(`password:suggestions.${key}`)}
        </Typography>
      ))}
    </Box>
  );
}
