// A stored stop for the planner's tests: Gothenburg, no window, in id order.
import type { Stop } from '../../data/hooks.ts';

export const testStop = (id: number): Stop => ({
  id,
  routeId: 1,
  name: `Stop ${id}`,
  displayString: `Stop ${id}`,
  address: null,
  latitude: 57.7,
  longitude: 11.9 + id / 100,
  resultId: null,
  place: '',
  type: null,
  deliveryStartAt: null,
  deliveryEndAt: null,
  serviceMinutes: 0,
  order: id - 1,
});
