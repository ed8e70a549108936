import { keyframes } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useEffect, useRef } from 'react';

/** MUI's TouchRipple timings and look (550 ms grow/fade, 0.3 opacity, 2.5 s focus pulse). */
const DURATION = 550;

const enter = keyframes`
  0% { transform: scale(0); opacity: 0.1; }
  100% { transform: scale(1); opacity: 0.3; }
`;
const exit = keyframes`
  0% { opacity: 1; }
  100% { opacity: 0; }
`;
const pulsate = keyframes`
  0% { transform: scale(1); }
  50% { transform: scale(0.92); }
  100% { transform: scale(1); }
`;

/** Styles for a control that hosts `useRipple()`'s ripples (same as MUI's TouchRipple). */
export const rippleStyles = (theme: Theme) => {
  const easing = theme.transitions.easing.easeInOut;
  return {
    '& .kl-ripple-root': {
      overflow: 'hidden',
      pointerEvents: 'none',
      position: 'absolute',
      zIndex: 0,
      inset: 0,
      borderRadius: 'inherit',
    },
    '& .kl-ripple': {
      position: 'absolute',
      opacity: 0.3,
      transform: 'scale(1)',
      animation: `${enter} ${DURATION}ms ${easing}`,
    },
    '& .kl-ripple-pulsate': { animationDuration: `${theme.transitions.duration.shorter}ms` },
    '& .kl-ripple-child': {
      opacity: 1,
      display: 'block',
      width: '100%',
      height: '100%',
      borderRadius: '50%',
      backgroundColor: 'currentColor',
    },
    '& .kl-ripple-leaving': { opacity: 0, animation: `${exit} ${DURATION}ms ${easing}` },
    '& .kl-ripple-child-pulsate': {
      position: 'absolute',
      left: 0,
      top: 0,
      animation: `${pulsate} 2500ms ${easing} 200ms infinite`,
    },
  } as const;
};

const isFocusVisible = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

/** Fades a ripple out, then removes it. */
function release(ripple: HTMLSpanElement | null) {
  if (!ripple) return;
  ripple.firstElementChild?.classList.add('kl-ripple-leaving');
  setTimeout(() => ripple.remove(), DURATION);
}

/**
 * MUI's ripple without ButtonBase/TouchRipple: a circle that grows from the pointer (or the
 * centre) while pressed and fades on release, and a pulsing one while the control has the
 * keyboard focus (the focus indicator of MUI's buttons). The ripples are plain DOM nodes inside
 * the returned container; React does not render them.
 */
export function useRipple({ center = false, disabled = false } = {}) {
  const root = useRef<HTMLSpanElement>(null);
  const pressed = useRef<HTMLSpanElement | null>(null);
  const focused = useRef<HTMLSpanElement | null>(null);

  const add = (event: { clientX: number; clientY: number } | null, pulse: boolean) => {
    const container = root.current;
    if (!container) return null;
    const rect = container.getBoundingClientRect();
    const centred = center || pulse || !event || (event.clientX === 0 && event.clientY === 0);
    const x = centred ? Math.round(rect.width / 2) : Math.round(event.clientX - rect.left);
    const y = centred ? Math.round(rect.height / 2) : Math.round(event.clientY - rect.top);
    let size: number;
    if (center || pulse) {
      size = Math.sqrt((2 * rect.width ** 2 + rect.height ** 2) / 3);
      if (size % 2 === 0) size += 1;
    } else {
      const sizeX = Math.max(Math.abs(container.clientWidth - x), x) * 2 + 2;
      const sizeY = Math.max(Math.abs(container.clientHeight - y), y) * 2 + 2;
      size = Math.sqrt(sizeX ** 2 + sizeY ** 2);
    }
    const ripple = document.createElement('span');
    ripple.className = pulse ? 'kl-ripple kl-ripple-pulsate' : 'kl-ripple';
    Object.assign(ripple.style, {
      width: `${size}px`,
      height: `${size}px`,
      top: `${y - size / 2}px`,
      left: `${x - size / 2}px`,
    });
    const child = document.createElement('span');
    child.className = pulse ? 'kl-ripple-child kl-ripple-child-pulsate' : 'kl-ripple-child';
    ripple.append(child);
    container.append(ripple);
    return ripple;
  };

  const stopPressed = () => {
    release(pressed.current);
    pressed.current = null;
  };
  const stopFocused = () => {
    release(focused.current);
    focused.current = null;
  };

  // A control that becomes disabled (a loading submit button) loses its ripples, like MUI's.
  useEffect(() => {
    if (!disabled) return;
    release(pressed.current);
    release(focused.current);
    pressed.current = null;
    focused.current = null;
  }, [disabled]);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      stopPressed();
      pressed.current = add(event, false);
    },
    onPointerUp: stopPressed,
    onPointerLeave: stopPressed,
    onPointerCancel: stopPressed,
    onContextMenu: stopPressed,
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!focused.current && isFocusVisible(event.currentTarget))
        focused.current = add(null, true);
    },
    onBlur: () => {
      stopFocused();
      stopPressed();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== ' ' || event.repeat || !focused.current) return;
      stopFocused();
      pressed.current = add(null, false);
    },
    onKeyUp: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== ' ' || !pressed.current) return;
      stopPressed();
      if (isFocusVisible(event.currentTarget)) focused.current = add(null, true);
    },
  };

  return { handlers, container: <span className="kl-ripple-root" ref={root} /> };
}
