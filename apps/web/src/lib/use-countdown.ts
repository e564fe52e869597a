import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown.ts';

const TICK_MS = 250;

/** A visible countdown: `start(seconds)` begins it; `remaining` is the whole seconds left (0 when idle). */
export const useCountdown = () => {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  return { remaining: secondsLeft(deadline, now), start };
};
