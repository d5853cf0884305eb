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

/** The ring's drawing, as MUI's CircularProgress draws one: a 44-unit box, a 5-unit line. */
const BOX = 44;
const THICKNESS = 5;
const RADIUS = (BOX - THICKNESS) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The track and the part done: one circle drawn twice. */
const circle = { cx: BOX, cy: BOX, r: RADIUS, fill: 'none', strokeWidth: THICKNESS } as const;

/**
 * A ring that fills up as something gets done, with "done/total" in its middle. It fills from
 * empty when it appears and moves along on a change — at once with `prefers-reduced-motion`.
 * Screen readers hear it as one progress bar with its value in words. Plain SVG with static
 * CSS (decision 074): it is on the home's first card.
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
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={valueText}
      className="progress-ring"
      style={{ width: size, height: size }}
    >
      <svg viewBox={`${BOX / 2} ${BOX / 2} ${BOX} ${BOX}`} aria-hidden="true" focusable="false">
        <circle className="progress-ring__track" {...circle} />
        <circle
          className="progress-ring__done"
          {...circle}
          strokeDasharray={CIRCUMFERENCE.toFixed(3)}
          style={{ strokeDashoffset: `${(((100 - shown) / 100) * CIRCUMFERENCE).toFixed(3)}px` }}
        />
      </svg>
      {/* Digits read left to right in both languages. */}
      <span aria-hidden dir="ltr" className="progress-ring__count" style={{ fontSize: size / 4.5 }}>
        {`${done}/${total}`}
      </span>
    </div>
  );
}
