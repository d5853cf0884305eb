import { maxFileBytes } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

/** Spec §5: the accepted pictures (the server checks the bytes again). */
const accepted = 'image/jpeg,image/png,image/gif,image/webp';

export interface SquarePictureTexts {
  alt: string;
  choose: string;
  change: string;
  remove: string;
  rules: string;
  tooLarge: string;
}

/**
 * A square picture (a profile picture, a logo): shown, chosen, changed or removed. A file over
 * 10 MB is refused at once, without sending it first.
 */
export function SquarePictureField({
  image,
  initials,
  texts,
  shape = 'circular',
  isBusy,
  error,
  onChoose,
  onRemove,
}: {
  image: string | null;
  initials: string;
  texts: SquarePictureTexts;
  shape?: 'circular' | 'rounded';
  isBusy: boolean;
  /** What went wrong with the last choice or removal, in the user's language. */
  error: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [isTooLarge, setTooLarge] = useState(false);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const tooLarge = file.size > maxFileBytes.image;
    setTooLarge(tooLarge);
    if (!tooLarge) onChoose(file);
  };
  const shown = isTooLarge ? texts.tooLarge : error;

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        src={image ?? undefined}
        alt={texts.alt}
        variant={shape}
        sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '1.5rem' }}
      >
        {initials.toUpperCase()}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => input.current?.click()} loading={isBusy}>
            {image ? texts.change : texts.choose}
          </Button>
          {image && (
            <Button color="error" onClick={onRemove} disabled={isBusy}>
              {texts.remove}
            </Button>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {texts.rules}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={accepted}
          hidden
          aria-label={texts.choose}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
      {shown && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {shown}
        </Alert>
      )}
    </Box>
  );
}
