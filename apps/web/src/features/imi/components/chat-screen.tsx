import { IMI_MAX_MESSAGE } from '@leerloop/contracts';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Screen } from '../../../components/layout/screen';
import { useErrorText } from '../../../lib/api-error';
import { radius } from '../../../lib/theme';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { useChat, useMyImi } from '../api/imi';
import { useImiChat } from '../hooks/use-imi-chat';
import { Bubble, PendingBubbles } from './chat-bubbles';
import { ChatHistory } from './chat-history';
import { CrisisHelpCard } from './crisis-help-card';
import { NeedsConnection } from '../../../components/feedback/needs-connection';
import { useIsOnline } from '../../../lib/use-is-online';

/**
 * /dashboards/ai: ask Imi. Answers stream in as they come ("Nog aan het denken" until the first
 * words), can be stopped and retried; suggested questions as chips; each answer names its source
 * as a link; earlier chats stay (?chat=id). A note on top says Imi is a program and which
 * messages the coach sees (issue 17); a crisis reply gets the help lines as a card under it.
 */
export function ChatScreen() {
  const { t } = useTranslation(['imi', 'errors']);
  const [params, setParams] = useSearchParams();
  const chatId = params.get('chat') ?? undefined;
  const imi = useMyImi();
  const chat = useChat(chatId);
  const messages = chatId ? (chat.data?.messages ?? []) : [];
  const errorText = useErrorText();
  const [question, setQuestion] = useState('');
  const imiChat = useImiChat({
    chatId,
    shownMessages: messages.length,
    onChatStarted: (id) => setParams({ chat: id }, { replace: true }),
  });
  const { pending, isBusy } = imiChat;
  const isOnline = useIsOnline();

  const ask = (text: string) => {
    // Imi answers from the server: offline the question stays in the field (issue 24).
    if (!isOnline) return;
    if (imiChat.ask(text)) setQuestion('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(question);
  };

  return (
    <Screen title={t('title')} intro={imi.data?.greeting} width={960}>
      <Alert
        severity="info"
        role="note"
        sx={{ py: 0, '& .MuiAlert-message': { typography: 'body2' } }}
      >
        {t('transparency')}
      </Alert>
      {/* minmax(0, …): no column is ever wider than the screen, whatever its words. */}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ChatHistory
          chatId={chatId}
          onNewChat={() => {
            imiChat.discard();
            setParams({});
          }}
        />

        <Paper
          sx={{
            p: { xs: 2, sm: 3 },
            borderRadius: radius.xl,
            display: 'grid',
            gap: 2,
            minWidth: 0,
          }}
        >
          <Box role="log" aria-label={t('conversation')} sx={{ display: 'grid', gap: 1.5 }}>
            {messages.map((m) => (
              <Fragment key={m.id}>
                <Bubble message={m} />
                {m.outcome === 'crisis' && <CrisisHelpCard />}
              </Fragment>
            ))}
            {/* Until the server's copy of the question and answer is shown, never both at once. */}
            {pending &&
              (pending.status === 'failed' || messages.length < pending.shownBefore + 2) && (
                <PendingBubbles pending={pending} onRetry={() => ask(pending.question)} />
              )}
            {/* An unknown (or someone else's) chat: spec §8's 'Geen bericht gevonden'. */}
            {chat.error ? (
              <Alert severity="warning" role="alert">
                {errorText(chat.error)}
              </Alert>
            ) : (
              messages.length === 0 &&
              !pending && <Typography color="text.secondary">{t('empty')}</Typography>
            )}
          </Box>
          <Box role="status" sx={visuallyHidden}>
            {imiChat.announcement}
          </Box>

          {imi.data && imi.data.suggestions.length > 0 && (
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              aria-label={t('suggestions')}
              role="group"
            >
              {imi.data.suggestions.map((s) => (
                <Chip
                  key={s}
                  label={s}
                  onClick={() => ask(s)}
                  disabled={isBusy}
                  variant="outlined"
                  // A long question wraps instead of pushing the screen sideways on a phone.
                  sx={{
                    height: 'auto',
                    maxWidth: '100%',
                    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                  }}
                />
              ))}
            </Box>
          )}

          {!isOnline && <NeedsConnection />}
          <Box
            component="form"
            onSubmit={submit}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
          >
            {/* minWidth 0: the field gives way, so "Versturen" stays on the screen. */}
            <TextField
              sx={{ minWidth: 0 }}
              label={t('yourQuestion')}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  ask(question);
                }
              }}
              multiline
              maxRows={4}
              fullWidth
              slotProps={{ htmlInput: { maxLength: IMI_MAX_MESSAGE } }}
              helperText={imi.data ? t('remaining', { count: imi.data.remaining }) : ' '}
            />
            {isBusy ? (
              <Button
                variant="outlined"
                startIcon={<StopIcon />}
                onClick={imiChat.stop}
                sx={{ mt: 1, flexShrink: 0 }}
              >
                {t('stop')}
              </Button>
            ) : (
              <Button
                type="submit"
                variant="contained"
                startIcon={<SendIcon />}
                disabled={!question.trim() || !isOnline}
                sx={{ mt: 1, flexShrink: 0 }}
              >
                {t('send')}
              </Button>
            )}
          </Box>
        </Paper>
      </Box>
    </Screen>
  );
}
