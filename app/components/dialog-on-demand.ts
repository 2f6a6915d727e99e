// A dialog made on its first open, not with its button: Ark's dialog machine (its presence, portal and focus trap)
// ran for each of a page's closed dialogs as the page opened, and again on each of the page's renders (the header's
// Edit Route, the planner's Import and Clear, each stop's Navigate: issue 33). The button stands in for
// Dialog.Trigger, which needs the machine: the machine finds it by id, to give it the focus back on closing. The
// dialog's own code is a module of its own too, loaded (`preload`) as the visitor reaches for the button: pointing
// at it, touching it or focusing it.
import { useId, useState } from 'react';

export interface DialogOnDemand {
  /** Render the dialog's root (with `ids`) only once this is true. */
  made: boolean;
  ids: { trigger: string; content: string };
  /** For the button that opens the dialog: what Dialog.Trigger would give it. */
  triggerProps: {
    id: string;
    'aria-haspopup': 'dialog';
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    'data-state': 'open' | 'closed';
    onClick: () => void;
    onPointerEnter?: () => void;
    onTouchStart?: () => void;
    onFocus?: () => void;
  };
}

export function useDialogOnDemand(open: boolean, onOpenChange: (open: boolean) => void, preload?: () => void): DialogOnDemand {
  const [made, setMade] = useState(false);
  const id = useId();
  const ids = { trigger: `${id}-trigger`, content: `${id}-content` };
  return {
    made,
    ids,
    triggerProps: {
      id: ids.trigger,
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      'aria-controls': open ? ids.content : undefined,
      'data-state': open ? 'open' : 'closed',
      onClick: () => {
        setMade(true);
        onOpenChange(true);
      },
      ...(preload && { onPointerEnter: preload, onTouchStart: preload, onFocus: preload }),
    },
  };
}
