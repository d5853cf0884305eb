import type { AnswerStatus } from '@leerloop/contracts';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const colors = { submitted: 'default', approved: 'success', 'needs-work': 'warning' } as const;

/** Where an answer stands with the coach: sent, approved, or needs work. */
export function AnswerStatusChip({ status }: { status: AnswerStatus }) {
  const { t } = useTranslation('common');
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'submitted' ? 'outlined' : 'filled'}
      label={t(`answerStatus.${status}`)}
      sx={{ justifySelf: 'start' }}
    />
  );
}
