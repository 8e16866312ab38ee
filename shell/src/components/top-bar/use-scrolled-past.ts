import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` pixels (50 px). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Read in the next frame, where the browser lays the page out anyway: read here, right after
    // React has put a new page in, it would lay it out inside React's task.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
