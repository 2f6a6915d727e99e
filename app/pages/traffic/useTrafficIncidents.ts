// The incidents of the current bounding box. A new box replaces the list at once ('Loading incidents...'), cancels
// the older request, and any answer for an older box is dropped, so the list always matches the map.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fetchTrafficIncidents, type BoundingBox, type TrafficIncident } from '../../api/traffic-incidents.ts';
import { latestOnly } from '../../api/latest-only.ts';

export type IncidentsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface TrafficIncidentsState {
  box: BoundingBox | null;
  incidents: TrafficIncident[];
  status: IncidentsStatus;
}

const keyOf = ({ ul, lr }: BoundingBox) => [ul.lat, ul.lng, lr.lat, lr.lng].map((n) => n.toFixed(6)).join(',');

export function useTrafficIncidents(): TrafficIncidentsState & { showBox: (box: BoundingBox) => void } {
  const [state, setState] = useState<TrafficIncidentsState>({ box: null, incidents: [], status: 'idle' });
  const guard = useRef(latestOnly());
  const lastKey = useRef<string | null>(null);

  const showBox = useCallback((box: BoundingBox) => {
    // The initial delayed report usually repeats the first move-end; one request per distinct box is enough.
    const key = keyOf(box);
    if (key === lastKey.current) return;
    lastKey.current = key;
    const { signal, isCurrent } = guard.current.begin();
    setState({ box, incidents: [], status: 'loading' });
    fetchTrafficIncidents(box, signal).then(
      (incidents) => {
        // A long list renders in slices that let taps and the map's frames through.
        if (isCurrent()) startTransition(() => setState({ box, incidents, status: 'ready' }));
      },
      (error: unknown) => {
        if (!isCurrent()) return;
        console.error('Failed to fetch traffic incidents', error);
        lastKey.current = null; // the same view may be retried
        setState({ box, incidents: [], status: 'error' });
      },
    );
  }, []);

  useEffect(() => {
    const pending = guard.current;
    return () => pending.cancel();
  }, []);

  return { ...state, showBox };
}
