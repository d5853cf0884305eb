import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';

interface Props {
  done: number;
  total: number;
  /** What the ring measures ("Voortgang van week 1"). */
  label: string;
  /** The same in words, for screen readers ("3 van 6 onderdelen klaar"). */
  valueText: string;
  size?: number;
}

/**
 * A ring that fills up as something gets done, with "done/total" in its middle. It fills from
 * empty when it appears and moves along on a change — at once with `prefers-reduced-motion`.
 * Screen readers hear it as one progress bar with its value in words.
 */
export function ProgressRing({ done, total, label, valueText, size = 96 }: Props) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const value = total > 0 ? Math.round((done / total) * 100) : 0;
  const [animated, setAnimated] = useState(0);
  useEffect(() => {
    if (reduceMotion) return;
    // One frame at the old value first, so the browser animates to the new one.
    const frame = requestAnimationFrame(() => setAnimated(value));
    return () => cancelAnimationFrame(frame);
  }, [value, reduceMotion]);
  const shown = reduceMotion ? value : animated;
  const ring = { position: 'absolute', insetInlineStart: 0, top: 0 } as const;
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={valueText}
      sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}
    >
      <CircularProgress
        variant="determinate"
        value={100}
        size={size}
        thickness={5}
        aria-hidden
        sx={{ ...ring, color: 'action.disabledBackground' }}
      />
      <CircularProgress
        variant="determinate"
        value={shown}
        size={size}
        thickness={5}
        aria-hidden
        sx={{
          ...ring,
          color: 'success.main',
          '& .MuiCircularProgress-circle': {
            strokeLinecap: 'round',
            transition: reduceMotion ? 'none' : 'stroke-dashoffset 900ms ease-out',
          },
        }}
      />
      <Typography
        aria-hidden
        // Digits read left to right in both languages (an attribute: the RTL styles flip CSS).
        dir="ltr"
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: size / 4.5,
        }}
      >
        {`${done}/${total}`}
      </Typography>
    </Box>
  );
}
