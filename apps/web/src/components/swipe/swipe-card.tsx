import type { SwipeChoice } from '@leerloop/contracts';
import ThumbDownIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAltOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { animated, to, useSpring } from '@react-spring/web';
import { useDrag } from '@use-gesture/react';
import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { radius } from '../../lib/theme';

/** How far (share of the card's width) a released card must be dragged to count. */
const RELEASE_SHARE = 0.35;
/** A quick flick counts from this speed (px/ms), whatever the distance. */
const FLING_SPEED = 0.5;

const sideOf = (choice: SwipeChoice) => (choice === 'agree' ? 1 : -1);

/**
 * The theme's green and red are too light for text; their dark shades read well (4.5:1). The
 * two share one row on a phone, so both stay in view under the card.
 */
const choiceButton = (tone: 'success' | 'error') => ({
  color: `${tone}.dark`,
  borderColor: `${tone}.dark`,
  borderWidth: 2,
  flex: '1 1 0',
  maxWidth: 200,
  minWidth: 0,
  px: 1,
  '&:hover': { borderWidth: 2, borderColor: `${tone}.dark` },
});

/** Where the arrow keys already mean something (typing, a menu, a list, a radio group). */
const usesArrowKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.closest(
      'input, textarea, select, [role="menu"], [role="menuitem"], [role="listbox"], [role="radiogroup"], [role="slider"], [role="tablist"], [role="dialog"], .MuiModal-root',
    ) !== null);

interface Props {
  /** Changes with every card: a new card starts in the middle. */
  cardKey: string;
  children: ReactNode;
  /** Button texts by meaning: agree is always on the right, in both reading directions. */
  labels: { agree: string; disagree: string; undo: string; card: string };
  onChoose: (choice: SwipeChoice) => void;
  /** Takes the last card back; no button without it. */
  onUndo?: () => void;
  /** Put the keyboard on the card at once (after a tutorial's start button, say). */
  autoFocus?: boolean;
}

/**
 * One swipeable card (issue 5): drag with touch or mouse — it follows the finger and tilts —
 * and release past a threshold or fling it; the buttons and the arrow keys do the same. Right is
 * agree, left is disagree: by meaning, so a right-to-left layout does not swap them. With
 * reduced motion the card does not fly or tilt. The caller announces the choice.
 */
export function SwipeCard(props: Props) {
  const { cardKey, children, labels, onChoose, onUndo, autoFocus } = props;
  const theme = useTheme();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const cardRef = useRef<HTMLDivElement>(null);
  const [{ x }, api] = useSpring(() => ({ x: 0 }));
  const isLeaving = useRef(false);
  const handOver = useRef<number | undefined>(undefined);

  // Every card arrives in the middle, and takes a choice as soon as it shows: before the browser
  // handles the next key or tap (an effect would leave a moment where the new card ignores it).
  useLayoutEffect(() => {
    isLeaving.current = false;
    api.set({ x: 0 });
  }, [cardKey, api]);
  useEffect(() => () => window.clearTimeout(handOver.current), []);
  useEffect(() => {
    if (autoFocus) cardRef.current?.focus();
  }, [autoFocus]);
  // The arrow keys work as soon as a card shows (a layout effect: before a key can come),
  // wherever the focus is, as the hint promises — except where they already do something else
  // (issue 20).
  const chooseRef = useRef<(choice: SwipeChoice) => void>(() => {});
  useLayoutEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (usesArrowKeys(event.target)) return;
      event.preventDefault();
      chooseRef.current(event.key === 'ArrowRight' ? 'agree' : 'disagree');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const choose = (choice: SwipeChoice) => {
    if (isLeaving.current) return;
    isLeaving.current = true;
    if (reduceMotion) return onChoose(choice);
    const away = sideOf(choice) * (window.innerWidth + (cardRef.current?.offsetWidth ?? 400));
    void api.start({ x: away, config: { tension: 260, friction: 30 } });
    // Hand over once the card is mostly gone, not at the spring's long tail.
    handOver.current = window.setTimeout(() => onChoose(choice), 180);
  };
  // Before paint too: a key pressed as the next card shows chooses that card, not the last one.
  useLayoutEffect(() => {
    chooseRef.current = choose;
  });

  const bind = useDrag(
    ({ down, movement: [mx], velocity: [vx], direction: [dx] }) => {
      if (isLeaving.current) return;
      const width = cardRef.current?.offsetWidth ?? 320;
      const isFling = vx > FLING_SPEED && Math.sign(dx) === Math.sign(mx);
      if (!down && (Math.abs(mx) > width * RELEASE_SHARE || isFling) && mx !== 0) {
        return choose(mx > 0 ? 'agree' : 'disagree');
      }
      void api.start({ x: down ? mx : 0, immediate: down || reduceMotion });
    },
    { axis: 'x', filterTaps: true, pointer: { keys: false } },
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') choose('agree');
    else if (event.key === 'ArrowLeft') choose('disagree');
    else return;
    event.preventDefault();
  };

  const hint = (choice: SwipeChoice) =>
    x.to((value) => Math.min(1, Math.max(0, (sideOf(choice) * value) / 120)));

  return (
    <Box onKeyDown={onKeyDown} sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <animated.div
        {...bind()}
        ref={cardRef}
        tabIndex={0}
        role="group"
        aria-roledescription={labels.card}
        aria-keyshortcuts="ArrowLeft ArrowRight"
        style={{
          x,
          rotate: reduceMotion ? 0 : to([x], (value) => value / 18),
          touchAction: 'pan-y',
          cursor: 'grab',
          width: '100%',
          maxWidth: 420,
          position: 'relative',
          userSelect: 'none',
          // The focus ring follows the card's rounded corners.
          borderRadius: radius.xl,
        }}
      >
        <Paper
          elevation={4}
          sx={{
            borderRadius: radius.xl,
            p: 3,
            minHeight: { xs: 200, sm: 260 },
            display: 'grid',
            alignContent: 'center',
            gap: 2,
            overflow: 'hidden',
            position: 'relative',
          }}
        >
          {children}
          {(['agree', 'disagree'] as const).map((choice) => (
            <animated.div
              key={choice}
              aria-hidden
              style={{
                opacity: hint(choice),
                position: 'absolute',
                top: 16,
                [choice === 'agree' ? 'left' : 'right']: 16,
                padding: '4px 12px',
                borderRadius: radius.sm,
                border: '3px solid',
                fontWeight: 800,
                color: choice === 'agree' ? theme.palette.success.dark : theme.palette.error.dark,
                background: theme.palette.background.paper,
              }}
            >
              {choice === 'agree' ? labels.agree : labels.disagree}
            </animated.div>
          ))}
        </Paper>
      </animated.div>
      {/* The physical order stays: disagree left, agree right, also in Darija (an attribute,
          because the right-to-left styles would flip a CSS direction). */}
      <Box dir="ltr" sx={{ display: 'flex', gap: 2, justifyContent: 'center', width: '100%' }}>
        <Button
          variant="outlined"
          size="large"
          sx={choiceButton('error')}
          dir={theme.direction}
          startIcon={<ThumbDownIcon />}
          onClick={() => choose('disagree')}
          aria-keyshortcuts="ArrowLeft"
        >
          {labels.disagree}
        </Button>
        <Button
          variant="outlined"
          size="large"
          sx={choiceButton('success')}
          dir={theme.direction}
          startIcon={<ThumbUpIcon />}
          onClick={() => choose('agree')}
          aria-keyshortcuts="ArrowRight"
        >
          {labels.agree}
        </Button>
      </Box>
      {onUndo && (
        <Button startIcon={<UndoIcon />} onClick={onUndo}>
          {labels.undo}
        </Button>
      )}
    </Box>
  );
}
