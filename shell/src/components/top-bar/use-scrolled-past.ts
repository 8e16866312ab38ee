import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` pixels (SPEC §9: 50 px). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
