import { type FileKind, maxFileBytes } from '@leerloop/contracts';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../lib/api-error';
import { formatFileSize } from '../../../lib/numbers';
import type { FileSend } from '../api/assignments';
import { NeedsConnection } from '../../../components/feedback/needs-connection';
import { useIsOnline } from '../../../lib/use-is-online';

/** The `accept` hint per kind; the server decides by the file's bytes anyway. */
const accepts: Record<FileKind, string> = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  video: 'video/mp4,video/webm,video/quicktime',
  text: 'text/plain,.txt',
  pdf: 'application/pdf',
};

/** What the browser says the file is, to warn about its size before sending it. */
const likelyKind = (file: File): FileKind | undefined =>
  file.type.startsWith('image/')
    ? 'image'
    : file.type.startsWith('video/')
      ? 'video'
      : file.type === 'application/pdf'
        ? 'pdf'
        : file.type.startsWith('text/')
          ? 'text'
          : undefined;

interface Props {
  kinds: FileKind[];
  send: (upload: FileSend) => Promise<unknown>;
  onDone?: () => void;
}

/** Choose a file, send it with a real progress bar, cancel on the way; clear errors in words. */
export function FileUpload({ kinds, send, onDone }: Props) {
  const { t } = useTranslation(['assignments', 'errors', 'common']);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [isSending, setSending] = useState(false);
  const [isReconnecting, setReconnecting] = useState(false);
  const isOnline = useIsOnline();
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const tooLargeText = (kind: FileKind) =>
    t('upload.tooLarge', {
      kind: t(`upload.kinds.${kind}`),
      max: formatFileSize(maxFileBytes[kind]),
    });

  const choose = (chosen: File | undefined) => {
    setError(null);
    setFile(chosen ?? null);
    const kind = chosen && likelyKind(chosen);
    if (chosen && kind && chosen.size > maxFileBytes[kind]) setError(tooLargeText(kind));
  };

  const upload = async () => {
    if (!file) return;
    controller.current = new AbortController();
    setError(null);
    setProgress(0);
    setSending(true);
    try {
      await send({
        file,
        onProgress: setProgress,
        onReconnecting: setReconnecting,
        signal: controller.current.signal,
      });
      // The server has all of it (progress events are throttled and may stop short of 100 %).
      setProgress(1);
      setFile(null);
      if (input.current) input.current.value = '';
      onDone?.();
    } catch (failure) {
      setProgress(null);
      if (controller.current.signal.aborted) setError(t('upload.cancelled'));
      else {
        const apiError = toApiError(failure);
        setError(
          apiError.code === 'PAYLOAD_TOO_LARGE' && apiError.fileKind
            ? tooLargeText(apiError.fileKind)
            : apiError.code === 'UNSUPPORTED_MEDIA_TYPE'
              ? t('upload.unsupported', {
                  kinds: (apiError.allowedKinds ?? kinds)
                    .map((kind) => t(`upload.kinds.${kind}`))
                    .join(t('upload.or')),
                })
              : apiError.code === 'NETWORK_ERROR'
                ? t('common:networkError')
                : t(`errors:${apiError.code}`),
        );
      }
    } finally {
      setSending(false);
      setReconnecting(false);
    }
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {!isOnline && <NeedsConnection />}
      <Typography variant="body2" color="text.secondary">
        {t('upload.hint', {
          kinds: kinds.map((kind) => t(`upload.kinds.${kind}`)).join(t('upload.or')),
        })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={isSending}
        >
          {t('upload.choose')}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={kinds.map((kind) => accepts[kind]).join(',')}
            onChange={(event) => choose(event.target.files?.[0])}
            style={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          />
        </Button>
        {file && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('upload.chosen', { name: file.name, size: formatFileSize(file.size) })}
          </Typography>
        )}
      </Box>
      {progress !== null && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('upload.progressLabel')}
          />
          <Typography variant="body2" aria-live="polite">
            {t('upload.progress', { percent })}
          </Typography>
        </Box>
      )}
      {isReconnecting && (
        <Alert severity="info" role="status">
          {t('upload.reconnecting')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={upload} disabled={!file || isSending || !isOnline}>
          {t('upload.send')}
        </Button>
        {isSending && (
          <Button onClick={() => controller.current?.abort()}>{t('common:actions.cancel')}</Button>
        )}
      </Box>
    </Box>
  );
}
