// The header's route dropdown (SPEC §2, §9): 200 px with the route's name on larger screens, a 40 px icon on phones.
// A select-only combobox (WAI-ARIA's pattern: the focus stays on the button, the list's highlighted option is its
// active descendant) in plain elements styled by route-selector.css as Chakra's Select drew it. Chakra's Select ran
// Ark's select machine and resolved its slot recipe on each of the header's renders as /planner and /matrix opened
// (about 30 ms at 1x of a shared route's load, issue 33), for a list of a few names.
import { Check, ChevronDown, ListOrdered } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Route } from '../../data/hooks.ts';
import '../visually-hidden.css';
import './route-selector.css';

export const ROUTE_PLACEHOLDER = 'Select a route';

interface Props {
  routes: readonly Route[];
  currentId: number | null;
  onChange: (routeId: number) => void;
}

/** Letters typed within this long of each other are one search ('ro' finds 'Route 1'), as in a native select. */
const TYPEAHEAD_MS = 500;

export function RouteSelector({ routes, currentId, onChange }: Props) {
  const id = useId();
  const labelId = `${id}label`;
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option-${routes[index]?.id}`;
  const root = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', at: 0 });
  // The highlighted option while the list is open, null while it is closed.
  const [active, setActive] = useState<number | null>(null);
  const open = active !== null;
  const selected = routes.findIndex((r) => r.id === currentId);
  const current = routes[selected];

  const close = () => setActive(null);
  const choose = (index: number) => {
    close();
    const route = routes[index];
    if (route && route.id !== currentId) onChange(route.id);
  };
  /** The first route whose name starts with what was typed just now, from the highlighted one on. */
  const typeahead = (key: string) => {
    const now = Date.now();
    typed.current = { text: now - typed.current.at < TYPEAHEAD_MS ? typed.current.text + key : key, at: now };
    const text = typed.current.text.toLocaleLowerCase();
    const from = active ?? Math.max(selected, 0);
    const order = routes.map((_, i) => (from + (text.length > 1 ? 0 : 1) + i) % routes.length);
    return order.find((i) => routes[i]!.name.toLocaleLowerCase().startsWith(text)) ?? active;
  };

  // A press anywhere else closes the list (the focus never left the button, so there is no blur to go by).
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open]);
  // The highlighted option stays in the list's view as the arrows move it.
  useEffect(() => {
    if (active !== null) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = routes.length - 1;
    const start = Math.max(selected, 0);
    const keys: Record<string, () => void> = open
      ? {
          ArrowDown: () => setActive(Math.min(active + 1, last)),
          ArrowUp: () => (event.altKey ? choose(active) : setActive(Math.max(active - 1, 0))),
          Home: () => setActive(0),
          End: () => setActive(last),
          PageDown: () => setActive(Math.min(active + 10, last)),
          PageUp: () => setActive(Math.max(active - 10, 0)),
          Enter: () => choose(active),
          ' ': () => (typed.current.text && Date.now() - typed.current.at < TYPEAHEAD_MS ? setActive(typeahead(' ')) : choose(active)),
          Escape: close,
        }
      : {
          ArrowDown: () => setActive(start),
          ArrowUp: () => setActive(start),
          Enter: () => setActive(start),
          ' ': () => setActive(start),
          Home: () => setActive(0),
          End: () => setActive(last),
        };
    if (routes.length === 0) return;
    if (event.key === 'Tab' && open) return close();
    const act = keys[event.key];
    if (act) {
      event.preventDefault();
      return act();
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      setActive(typeahead(event.key) ?? start);
    }
  }

  return (
    <div className="route-select" ref={root}>
      <span id={labelId} className="visually-hidden">
        {ROUTE_PLACEHOLDER}
      </span>
      <button
        type="button"
        role="combobox"
        className="route-select-trigger"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && routes[active] ? optionId(active) : undefined}
        data-placeholder-shown={current ? undefined : ''}
        onClick={() => (open ? close() : setActive(Math.max(selected, 0)))}
        onKeyDown={onKeyDown}
        onBlur={close}
      >
        <span className="route-select-value">{current ? current.name : ROUTE_PLACEHOLDER}</span>
        <ListOrdered size={18} className="route-select-icon" aria-hidden />
        <ChevronDown className="route-select-indicator" aria-hidden />
      </button>
      {open && (
        <div role="listbox" id={listId} aria-labelledby={labelId} className="route-select-list">
          {routes.map((route, index) => (
            <div
              key={route.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === selected}
              className="route-select-option"
              data-highlighted={index === active || undefined}
              onPointerMove={() => index !== active && setActive(index)}
              // The focus stays on the button: a press on an option is not a blur that closes the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {route.name}
              {index === selected && <Check aria-hidden />}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
