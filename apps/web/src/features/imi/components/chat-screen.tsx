import { IMI_MAX_MESSAGE } from '@leerloop/contracts';
import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/StopCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Screen } from '../../../components/layout/screen';
import { Pagination, usePageCursor } from '../../../components/lists/pagination';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/api-error';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { ChatError, streamChat, useChat, useChats, useMyImi } from '../api/imi';
import { Bubble, type Pending, PendingBubbles } from './chat-bubbles';
import { CrisisHelpCard } from './crisis-help-card';
import { radius } from '../../../lib/theme';

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
  const queryClient = useQueryClient();
  const imi = useMyImi();
  const [chatsCursor, setChatsCursor] = usePageCursor('chats');
  const chats = useChats(chatsCursor);
  const earlier = chats.data?.chats ?? [];
  const chat = useChat(chatId);
  const errorText = useErrorText();
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const abort = useRef<AbortController | null>(null);
  const isBusy = pending?.status === 'thinking' || pending?.status === 'streaming';

  // Leaving the screen stops a running answer.
  useEffect(() => () => abort.current?.abort(), []);

  async function ask(text: string) {
    const message = text.trim();
    if (!message || isBusy) return;
    const controller = new AbortController();
    abort.current = controller;
    setQuestion('');
    setAnnouncement('');
    setPending({
      question: message,
      answer: '',
      source: null,
      outcome: null,
      status: 'thinking',
      shownBefore: messages.length,
    });
    let newChatId = chatId;
    try {
      await streamChat(
        { chatId, message },
        (chunk) => {
          newChatId = chunk.chat_id;
          const content = chunk.choices[0]?.delta.content ?? '';
          setPending(
            (p) =>
              p && {
                ...p,
                answer: p.answer + content,
                source: chunk.source,
                outcome: chunk.outcome,
                status: content || p.answer ? 'streaming' : p.status,
              },
          );
        },
        controller.signal,
      );
      setAnnouncement(t('answered'));
      await refresh(newChatId);
      setPending(null);
    } catch (error) {
      if (controller.signal.aborted) {
        setPending((p) => p && { ...p, status: 'stopped' });
        // The server keeps what was said, marked as stopped: show its copy.
        window.setTimeout(() => void refresh(newChatId).then(() => setPending(null)), 400);
        return;
      }
      setPending(
        (p) =>
          p && {
            ...p,
            status: 'failed',
            error: error instanceof ChatError ? error : new ChatError('NETWORK_ERROR', '', 0),
          },
      );
    }
  }

  async function refresh(id: string | undefined) {
    if (id && id !== chatId) setParams({ chat: id }, { replace: true });
    await Promise.all([
      id && queryClient.invalidateQueries({ queryKey: ['chats', id] }),
      queryClient.invalidateQueries({ queryKey: ['chats', 'pages'] }),
      queryClient.invalidateQueries({ queryKey: ['my-imi'] }),
    ]);
    if (id) await queryClient.refetchQueries({ queryKey: ['chats', id] });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };

  const messages = chatId ? (chat.data?.messages ?? []) : [];
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
        <Box
          component="nav"
          aria-label={t('history')}
          sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}
        >
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => {
              abort.current?.abort();
              setPending(null);
              setParams({});
            }}
          >
            {t('newChat')}
          </Button>
          {earlier.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('history')}
            </Typography>
          )}
          {/* minmax(0, …): a long title ends in "…" instead of widening the phone's screen. */}
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 0.5,
            }}
          >
            {earlier.map((c) => (
              <li key={c.id}>
                <Link
                  component={RouterLink}
                  to={`${paths.dashboards.ai}?chat=${c.id}`}
                  aria-current={c.id === chatId ? 'page' : undefined}
                  sx={{
                    display: 'block',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    fontWeight: c.id === chatId ? 700 : 400,
                  }}
                >
                  {c.title}
                </Link>
              </li>
            ))}
          </Box>
          {chats.data && (
            <Pagination page={chats.data.page} shown={earlier.length} onPage={setChatsCursor} />
          )}
        </Box>

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
                <PendingBubbles pending={pending} onRetry={() => void ask(pending.question)} />
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
            {announcement}
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
                  onClick={() => void ask(s)}
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
                  void ask(question);
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
                onClick={() => abort.current?.abort()}
                sx={{ mt: 1, flexShrink: 0 }}
              >
                {t('stop')}
              </Button>
            ) : (
              <Button
                type="submit"
                variant="contained"
                startIcon={<SendIcon />}
                disabled={!question.trim()}
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
