// The header's add-route button: creates 'Route N' and makes it current, so the visitor starts on an empty route.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { createRoute, setCurrentRoute } from '../../data/hooks.ts';
import { notify } from '../toaster.tsx';
import { Tooltip } from '../Tooltip.tsx';
import { IconButton } from '../Button.tsx';

export function AddRouteButton() {
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    try {
      let route;
      try {
        route = await createRoute();
      } catch {
        notify('error', 'Error', 'Failed to create route');
        return;
      }
      try {
        await setCurrentRoute(route.id);
        notify('success', 'Route Created', 'A new route has been created');
      } catch {
        notify('error', 'Error', 'Failed to change route');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Tooltip content="Add route">
      <IconButton aria-label="Add route" variant="ghost" size={{ base: 'md', md: 'sm' }} onClick={add} loading={busy}>
        <Plus />
      </IconButton>
    </Tooltip>
  );
}
