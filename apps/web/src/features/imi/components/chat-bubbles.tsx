import type { ChatMessage, ImiOutcome } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Pending } from '../hooks/use-imi-chat';
import { AnswerSource } from './answer-source';
import { CrisisHelpCard } from './crisis-help-card';
import { SafeMarkdown } from './safe-markdown';
import { radius } from '../../../lib/theme';

/** Answers that came from the content; the others (unknown, crisis, refused…) have none. */
const sourcedOutcomes: readonly (ImiOutcome | null)[] = ['answered', 'hint', 'stopped'];

/** One message of the chat: the learner's on the one side, Imi's (with its source) on the other. */
export function Bubble({
  message,
}: {
  message: Pick<ChatMessage, 'role' | 'content' | 'source' | 'outcome'>;
}) {
  const { t } = useTranslation('imi');
  const isLearner = message.role === 'user';
  return (
    <Box
      component="article"
      aria-label={isLearner ? t('you') : t('imi')}
      sx={{
        justifySelf: isLearner ? 'end' : 'start',
        maxWidth: '85%',
        minWidth: 0,
        // A long word or link breaks instead of widening the chat past the screen.
        overflowWrap: 'anywhere',
        bgcolor: isLearner ? 'primary.main' : 'background.default',
        color: isLearner ? 'primary.contrastText' : 'text.primary',
        borderRadius: radius.lg,
        px: 2,
        py: 1,
      }}
    >
      {isLearner ? (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.content}</Typography>
      ) : (
        <SafeMarkdown text={message.content} />
      )}
      {message.outcome === 'stopped' && (
        <Typography variant="body2" color="text.secondary">
          {t('stopped')}
        </Typography>
      )}
      {message.source && sourcedOutcomes.includes(message.outcome) && (
        <AnswerSource source={message.source} />
      )}
    </Box>
  );
}

export function PendingBubbles({ pending, onRetry }: { pending: Pending; onRetry: () => void }) {
  const { t } = useTranslation(['imi', 'errors']);
  return (
    <>
      <Bubble message={{ role: 'user', content: pending.question, source: null, outcome: null }} />
      {pending.status === 'thinking' ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'text.secondary' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography>{t('thinking')}</Typography>
        </Box>
      ) : pending.status === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            pending.error?.code !== 'DAILY_LIMIT' && (
              <Button color="inherit" onClick={onRetry}>
                {t('retry')}
              </Button>
            )
          }
        >
          {pending.error?.code === 'NETWORK_ERROR'
            ? t('networkError')
            : t(`errors:${pending.error?.code ?? 'INTERNAL_ERROR'}`)}
        </Alert>
      ) : (
        <>
          <Bubble
            message={{
              role: 'assistant',
              content: pending.answer,
              source: pending.status === 'streaming' ? null : pending.source,
              outcome: pending.status === 'stopped' ? 'stopped' : pending.outcome,
            }}
          />
          {pending.outcome === 'crisis' && <CrisisHelpCard />}
        </>
      )}
    </>
  );
}
