// A tooltip that opens after 700 ms (SPEC §9), so hovering across the toolbar does not flash labels; at once for a
// keyboard's focus. Plain elements styled by tooltip.css as Chakra's Tooltip drew them: Chakra's ran Ark's tooltip
// machine for each of the planner's tooltips on every render of the header and toolbar as the page opened (issue 33).
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import './tooltip.css';

export const TOOLTIP_DELAY_MS = 700;
const CLOSE_DELAY_MS = 100;
/** Between the element and its tooltip, and the least between the tooltip and the window's edges. */
const GAP = 8;

type Handler = (event: SyntheticEvent<HTMLElement>) => void;
type TriggerProps = Partial<Record<'onPointerEnter' | 'onPointerLeave' | 'onPointerDown' | 'onFocus' | 'onBlur' | 'onKeyDown', Handler>>;

export function Tooltip({ content, children, disabled }: { content: ReactNode; children: ReactElement<TriggerProps>; disabled?: boolean }) {
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The element the tooltip is about while it shows.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const tip = useRef<HTMLDivElement>(null);

  const later = (run: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
  const close = () => {
    clearTimeout(timer.current);
    setAnchor(null);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  // A scroll moves the element from under its tooltip: the tooltip goes, as the pointer has most likely gone too.
  useEffect(() => {
    if (!anchor) return;
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', close, { capture: true });
  }, [anchor]);
  // Under the element, centred on it and kept inside the window; above it where there is no room below.
  useLayoutEffect(() => {
    const box = tip.current;
    if (!anchor || !box) return;
    const at = anchor.getBoundingClientRect();
    // Its layout size: its bounding box is scaled down while it grows in.
    const size = { width: box.offsetWidth, height: box.offsetHeight };
    const below = at.bottom + GAP + size.height <= window.innerHeight || at.top - GAP - size.height < 0;
    const left = Math.min(Math.max(at.left + at.width / 2 - size.width / 2, GAP), window.innerWidth - size.width - GAP);
    box.style.left = `${Math.floor(Math.max(left, 0))}px`;
    box.style.top = `${Math.floor(below ? at.bottom + GAP : at.top - GAP - size.height)}px`;
    box.dataset.side = below ? 'bottom' : 'top';
  }, [anchor]);

  if (disabled) return children;
  const own = children.props;
  const both =
    (ours: Handler, theirs: Handler | undefined): Handler =>
    (event) => {
      theirs?.(event);
      ours(event);
    };
  const trigger = cloneElement(children, {
    'aria-describedby': anchor ? id : undefined,
    onPointerEnter: both((event) => {
      const element = event.currentTarget;
      // A touch is a press, not a hover.
      if ((event.nativeEvent as PointerEvent).pointerType !== 'touch') later(() => setAnchor(element), TOOLTIP_DELAY_MS);
    }, own.onPointerEnter),
    onPointerLeave: both(() => later(() => setAnchor(null), CLOSE_DELAY_MS), own.onPointerLeave),
    onPointerDown: both(close, own.onPointerDown),
    onFocus: both((event) => {
      const element = event.currentTarget;
      if (element.matches(':focus-visible')) {
        clearTimeout(timer.current);
        setAnchor(element);
      }
    }, own.onFocus),
    onBlur: both(close, own.onBlur),
    onKeyDown: both((event) => (event as unknown as KeyboardEvent).key === 'Escape' && close(), own.onKeyDown),
  } as TriggerProps & { 'aria-describedby'?: string });
  return (
    <>
      {trigger}
      {anchor &&
        createPortal(
          <div ref={tip} role="tooltip" id={id} className="tooltip" data-state="open">
            {content}
          </div>,
          document.body,
        )}
    </>
  );
}
