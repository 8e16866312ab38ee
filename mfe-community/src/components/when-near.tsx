import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts to load: a fast scroll finds it there. */
const AHEAD = '800px 0px';

/**
 * Draws its children once their place comes near the screen: a part far below the first screen (an
 * article's comments, drawn with antd) loads when the reader gets there, not with the page. The
 * portal draws the empty place, as the browser's first render does.
 */
export function WhenNear({ children, testId }: { children: ReactNode; testId?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} data-testid={testId}>
      {near ? children : null}
    </div>
  );
}
