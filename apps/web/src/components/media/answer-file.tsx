import type { AnswerView } from '@leerloop/contracts';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/numbers';
import { radius } from '../../lib/theme';

type StoredFile = NonNullable<AnswerView['file']>;

/**
 * A stored answer file as the viewer expects it: a photo, a video player (seeking works: the
 * server answers byte ranges), or a link to open a text or PDF. The browser sends the session
 * cookie with these requests; only the owner, their coach and Brainfood readers get the file.
 */
export function AnswerFile({ file, alt }: { file: StoredFile; alt: string }) {
  const { t } = useTranslation('common');
  if (file.kind === 'image')
    return (
      <Box
        component="img"
        src={file.url}
        alt={alt}
        loading="lazy"
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, borderRadius: radius.md }}
      />
    );
  if (file.kind === 'video')
    return (
      <Box
        component="video"
        src={file.url}
        controls
        preload="metadata"
        aria-label={alt}
        sx={{
          display: 'block',
          width: '100%',
          maxHeight: 360,
          borderRadius: radius.md,
          bgcolor: 'black',
        }}
      />
    );
  return (
    <Link
      href={file.url}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      <DescriptionIcon fontSize="small" aria-hidden />
      {t('file.open', { name: file.name, size: formatFileSize(file.size) })}
    </Link>
  );
}
