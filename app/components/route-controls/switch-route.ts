// Making a route current from the header, with the SPEC §8 toasts for both outcomes.
import { setCurrentRoute } from '../../data/hooks.ts';
import { notify } from '../toaster.tsx';

/** Resolves true when the route is now current. */
export async function switchRoute(routeId: number): Promise<boolean> {
  try {
    await setCurrentRoute(routeId);
    notify('success', 'Route Changed', 'Switched to different route');
    return true;
  } catch {
    notify('error', 'Error', 'Failed to change route');
    return false;
  }
}
