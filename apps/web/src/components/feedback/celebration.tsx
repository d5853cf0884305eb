import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { playSound } from '../../lib/sound-effects';
import { colors } from '../../lib/theme';

/** The confetti in spec §9's colours. */
const colours = Object.values(colors);

const pop = keyframes`
  0% { transform: scale(0.4) rotate(-20deg); opacity: 0; }
  60% { transform: scale(1.15) rotate(8deg); opacity: 1; }
  100% { transform: scale(1) rotate(0); opacity: 1; }
`;
const rise = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/** A trophy or badge that pops in; still with reduced motion. */
export const popIn = {
  animation: `${pop} 700ms ease-out both`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/** Text that rises into place after `delay` ms; still with reduced motion. */
export const riseIn = (delay = 0) =>
  ({
    animation: `${rise} 450ms ease-out ${delay}ms both`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  }) as const;

/** Two celebrations at once (a module that also finished the week) play one tune. */
let tuneEndsAt = 0;

/**
 * A short burst of confetti over the screen (canvas-confetti, loaded only when needed) and,
 * when the learner turned sounds on, a little tune. A module or a deck gets a small burst, a
 * week or the whole programme a big one. With reduced motion: no confetti at all.
 */
export function Celebration({ size = 'small' }: { size?: 'small' | 'big' }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const hasPlayed = useRef(false);
  const [isDone, setDone] = useState(false);

  useEffect(() => {
    if (hasPlayed.current) return;
    hasPlayed.current = true;
    if (Date.now() < tuneEndsAt) return;
    tuneEndsAt = Date.now() + 1000;
    playSound('celebration');
  }, []);

  useEffect(() => {
    if (reduceMotion) return;
    let isCancelled = false;
    let reset: (() => void) | undefined;
    void import('canvas-confetti').then(async ({ default: confetti }) => {
      const canvas = canvasRef.current;
      if (isCancelled || !canvas) return;
      const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
      reset = () => fire.reset();
      const burst = { colors: colours, ticks: 160, scalar: 0.9 };
      const shots = [
        fire({ ...burst, particleCount: 55, angle: 60, spread: 60, origin: { x: 0, y: 0.75 } }),
        fire({ ...burst, particleCount: 55, angle: 120, spread: 60, origin: { x: 1, y: 0.75 } }),
      ];
      if (size === 'big')
        shots.push(
          fire({
            ...burst,
            particleCount: 120,
            spread: 100,
            startVelocity: 40,
            origin: { y: 0.4 },
          }),
        );
      await Promise.all(shots);
      if (!isCancelled) setDone(true);
    });
    return () => {
      isCancelled = true;
      reset?.();
    };
  }, [reduceMotion, size]);

  if (reduceMotion || isDone) return null;
  return (
    <Box
      component="canvas"
      ref={canvasRef}
      aria-hidden
      data-testid="celebration"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        width: '100%',
        height: '100%',
        pointerEvents: 'none',
        zIndex: 'snackbar',
      }}
    />
  );
}
