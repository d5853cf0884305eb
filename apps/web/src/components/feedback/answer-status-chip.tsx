import type { AnswerStatus } from '@leerloop/contracts';
import { useTranslation } from 'react-i18next';
import { PlainChip } from '../plain/plain-chip';

const tones = { submitted: undefined, approved: 'success', 'needs-work': 'warning' } as const;

/** Where an answer stands with the coach: sent, approved, or needs work. */
export function AnswerStatusChip({ status }: { status: AnswerStatus }) {
  const { t } = useTranslation('common');
  return (
    <PlainChip
      label={t(`answerStatus.${status}`)}
      tone={tones[status]}
      isOutlined={status === 'submitted'}
    />
  );
}
