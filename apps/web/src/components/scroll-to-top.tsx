import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §1: scroll to the top on every pathname change. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
