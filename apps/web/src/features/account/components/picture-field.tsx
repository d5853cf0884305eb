import { maxFileBytes } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useRemovePicture, useUploadPicture } from '../api/picture';

/** Spec §5: a profile picture — JPG, PNG, GIF or WEBP under 10 MB (the server checks again). */
export function PictureField() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const user = useSessionUser();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  const [isTooLarge, setTooLarge] = useState(false);
  const remove = useRemovePicture();
  if (!user) return null;
  const error = upload.error ?? remove.error;

  const choose = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    // Too large is said at once, without sending 10 MB first (the server checks it too).
    const isTooLarge = file.size > maxFileBytes.image;
    setTooLarge(isTooLarge);
    if (!isTooLarge) upload.mutate(file);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        src={user.image ?? undefined}
        alt={t('picture.alt', { name: `${user.firstName} ${user.lastName}` })}
        sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '1.5rem' }}
      >
        {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => input.current?.click()}
            loading={upload.isPending}
          >
            {user.image ? t('picture.change') : t('picture.choose')}
          </Button>
          {user.image && (
            <Button color="error" onClick={() => remove.mutate()} loading={remove.isPending}>
              {t('picture.remove')}
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {t('picture.rules')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          aria-label={t('picture.choose')}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      {(error || isTooLarge) && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {isTooLarge ? t('picture.tooLarge') : errorText(error)}
        </Alert>
      )}
    </Box>
  );
}
