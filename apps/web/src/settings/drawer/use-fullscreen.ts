import { useCallback, useEffect, useState } from 'react';

/** Fullscreen API state: follows document.fullscreenElement (also when left with Esc). */
export function useFullscreen() {
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const onToggle = useCallback(() => {
    const request = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    request.catch((error: unknown) => console.warn('Fullscreen refused', error));
  }, []);

  return { isFullscreen, onToggle };
}
