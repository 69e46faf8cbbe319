import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** How near the bottom (px) still counts as reading the latest. */
const nearBottom = 32;

/**
 * Keeps a scrolling log at its newest content while the reader is there: whatever grows it —
 * streamed text, a chart or picture laying out after the text, the box itself shrinking — is
 * followed (a ResizeObserver sees them all). A reader who scrolled up is left alone, and
 * `behind` says newer content is waiting below; `jumpToLatest` goes there and follows again.
 */
export function useFollowLatest(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  const following = useRef(true);
  const [behind, setBehind] = useState(false);

  const toBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [scroller]);

  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner) return;
    const onScroll = () => {
      following.current =
        element.scrollHeight - element.scrollTop - element.clientHeight <= nearBottom;
      if (following.current) setBehind(false);
    };
    let lastHeight = inner.offsetHeight;
    const observer = new ResizeObserver(() => {
      if (following.current) toBottom();
      else if (inner.offsetHeight > lastHeight) setBehind(true);
      lastHeight = inner.offsetHeight;
    });
    element.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(element);
    observer.observe(inner);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, [scroller, content, toBottom]);

  const jumpToLatest = useCallback(() => {
    following.current = true;
    setBehind(false);
    toBottom();
  }, [toBottom]);

  return { behind, jumpToLatest };
}
