// Route Planner Demo (SPEC §2, §4–§9): search and add stops, give them windows, reorder, optimize, see the route.
import { useDeferredValue, useMemo, useState } from 'react';
import type { Maneuver, OfflineRegionInfo, RouteDirectionsResponse, Vehicle } from '../../../service/contract/index.ts';
import { MIN_QUERY_LENGTH, PREDICTIONS_DEBOUNCE_MS, searchPredictions, type PlannerSearchResult } from '../../api/search-predictions.ts';
import { LocationSearch } from '../../components/location-search/LocationSearch.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { notify } from '../../components/toaster.tsx';
import { useCurrentRoute, useRouteHistory, useStops } from '../../data/hooks.ts';
import type { HistoryEntry, Stop } from '../../data/hooks.ts';
import { useMapConfig } from '../../map/useMapConfig.ts';
import { ImportStopsDialog } from './ImportStopsDialog.tsx';
import { PlannerMap } from './PlannerMap.tsx';
import { RegionRefusalNotice } from './RegionRefusalNotice.tsx';
import { RouteDirections } from './RouteDirections.tsx';
import { RouteHistory } from './RouteHistory.tsx';
import { RouteSettings } from './RouteSettings.tsx';
import { RouteSummary } from './RouteSummary.tsx';
import { ClosureNotice } from './ClosureNotice.tsx';
import { RouteTakeAlong } from './RouteTakeAlong.tsx';
import './planner-page.css';
import './print.css';
import { RouteToolbar } from './RouteToolbar.tsx';
import { StopList } from './StopList.tsx';
import { UnplacedStopsNotice } from './UnplacedStopsNotice.tsx';
import type { Arrival } from './StopRow.tsx';
import { TechnicalDetails } from './TechnicalDetails.tsx';
import { usePlannerActions } from './usePlannerActions.ts';
import type { RecordedRequest } from './usePlannerActions.ts';
import { useRouteDirections } from './useRouteDirections.ts';
import { DIRECTIONS_PATH } from '../../api/route-directions.ts';
import { directionsRequest } from './route-order.ts';
import { useRouteFromSearch } from './useRouteFromSearch.ts';
import { useStableHandlers } from './useStableHandlers.ts';
import { routeRegionOf } from '../../map/regions.ts';
import { Heading } from '../../components/Heading.tsx';

const NO_STOPS: Stop[] = [];
const NO_REGIONS: OfflineRegionInfo[] = [];
const NO_HISTORY: HistoryEntry[] = [];
const reportSearchError = () => notify('error', 'Search Error', 'Failed to search locations');
const resultAt = (r: PlannerSearchResult) => r;

/** Which stops (in any order) and loop setting a request was about; stop ids are unique across routes. */
const requestScope = (stops: readonly Stop[], returnToStart: boolean) =>
  `${returnToStart}:${stops
    .map((s) => s.id)
    .sort((a, b) => a - b)
    .join(',')}`;

export default function PlannerPage() {
  useRouteFromSearch();
  const route = useCurrentRoute();
  const liveStops = useStops();
  const stops = liveStops ?? NO_STOPS;
  // The route history renders after the paint of whatever changed it: its first time format loads ICU's date data
  // (27 ms at 1x, 108 ms on a phone), which was the first optimize's render, and then an idle task of every opening
  // of the page, a long task in the middle of its load (issue 33).
  const history = useDeferredValue(useRouteHistory() ?? NO_HISTORY);
  const { config } = useMapConfig();
  const regions = config?.regions ?? NO_REGIONS;
  const [returnToStart, setReturnToStart] = useState(true);
  const [optimizeRequest, setOptimizeRequest] = useState<{ request: RecordedRequest; scope: string } | null>(null);
  const vehicle = route?.vehicle ?? 'car';
  const { directions, loading } = useRouteDirections(stops, returnToStart, vehicle);
  // The step pointed at belongs to one answer: a new route shape takes it off the map.
  const [pointed, setPointed] = useState<{ of: RouteDirectionsResponse | null; step: Maneuver | null }>({ of: null, step: null });
  const step = pointed.of === directions ? pointed.step : null;
  const scope = `${vehicle}:${requestScope(stops, returnToStart)}`;
  // SPEC §4 resets the route's state on a route change; the recorded optimize goes with it.
  const routeId = route?.id ?? null;
  const [requestRoute, setRequestRoute] = useState(routeId);
  if (requestRoute !== routeId) {
    setRequestRoute(routeId);
    setOptimizeRequest(null);
  }
  const actions = usePlannerActions({
    stops,
    routeId,
    returnToStart,
    departAt: route?.departAt ?? null,
    vehicle,
    regions,
    directions: loading ? null : directions,
    onRequest: (request) => setOptimizeRequest({ request, scope }),
  });

  // One map per plan: the stop rows and the take-along panel are memoized on it.
  const planned = actions.outcome?.result.stops;
  const arrivals = useMemo(() => {
    const byId = new Map<number, Arrival>();
    for (const s of planned ?? []) if (typeof s.id === 'number') byId.set(s.id, s);
    return byId;
  }, [planned]);
  // A new plan's arrivals render every row's details again: after the tap's own paint, interruptibly.
  const shownArrivals = useDeferredValue(arrivals);
  // The page's own handlers keep one identity too, so the memoized fields, toolbar and list skip the page's renders.
  const { showStep, changeDeparture, changeVehicle, setDefaults, mixUp, optimize } = useStableHandlers({
    showStep: (shown: Maneuver | null) => setPointed({ of: directions, step: shown }),
    changeDeparture: (departAt: string | null) => void actions.setDeparture(departAt),
    changeVehicle: (next: Vehicle) => void actions.setVehicle(next),
    setDefaults: () => void actions.setDefaults(),
    mixUp: () => void actions.mixUp(),
    optimize: () => actions.optimize(),
  });

  // The last request this page made: the optimize while the stops are the ones it optimized (not after a clear,
  // an added or removed stop), else the directions behind the metrics.
  // Memoized: a new body each render would render the memoized Technical Details panel on each of the page's renders.
  const recorded = useMemo<RecordedRequest | null>(
    () =>
      optimizeRequest?.scope === scope
        ? optimizeRequest.request
        : directions
          ? { method: 'POST', path: DIRECTIONS_PATH, body: directionsRequest(stops, returnToStart, vehicle) }
          : null,
    [optimizeRequest, scope, directions, stops, returnToStart, vehicle],
  );

  return (
    <div>
      <PageTitle title="Route Planner Demo" />
      <Heading as="p" size="xl" data-print="only" data-testid="print-title" style={{ marginBottom: 'var(--chakra-spacing-4)' }}>
        {route?.name}
      </Heading>
      <RouteSettings
        config={config}
        returnToStart={returnToStart}
        onReturnToStartChange={setReturnToStart}
        departAt={route?.departAt ?? null}
        vehicle={vehicle}
        routeLoaded={Boolean(route)}
        onDepartureChange={changeDeparture}
        onVehicleChange={changeVehicle}
      />

      <div className="planner-layout">
        <div className="planner-column">
          <section aria-labelledby="add-stops-heading" data-print="hide">
            <Heading as="h2" size="lg" id="add-stops-heading" style={{ marginBottom: 'var(--chakra-spacing-3)' }}>
              Add Stops
            </Heading>
            <LocationSearch
              search={searchPredictions}
              minLength={MIN_QUERY_LENGTH}
              debounceMs={PREDICTIONS_DEBOUNCE_MS}
              onError={reportSearchError}
              onSelect={actions.add}
              at={resultAt}
              regions={regions}
              afterPick="clear"
              listLabel="Locations"
              biased
            />
            <RegionRefusalNotice refusal={actions.refusal} onNewRoute={() => void actions.startRouteWithRefused()} onDismiss={actions.dismissRefusal} />
            <ImportStopsDialog existing={stops.length} regions={regions} routeRegion={routeRegionOf(regions, stops.map((s) => ({ lat: s.latitude, lng: s.longitude })))} />
            <UnplacedStopsNotice />
          </section>

          <section aria-label="Your Route">
            <RouteToolbar
              count={stops.length}
              onSetDefaults={setDefaults}
              onMixUp={mixUp}
              onOptimize={optimize}
              onClear={actions.clear}
            />
            {liveStops === undefined ? (
              <p className="planner-note">Loading stops...</p>
            ) : stops.length === 0 ? (
              <p className="planner-note">No stops yet. Search for a location above to add your first stop.</p>
            ) : (
              <StopList
                stops={stops}
                regions={regions}
                arrivals={shownArrivals}
                departAt={route?.departAt ?? null}
                onReorder={actions.reorder}
                onRemove={actions.remove}
                onSaveWindow={actions.saveWindow}
                onClearWindow={actions.clearWindow}
              />
            )}
          </section>

          <RouteSummary directions={directions} loading={loading} outcome={actions.outcome} withService={stops.some((s) => s.serviceMinutes > 0)} />
          <ClosureNotice shape={stops.length >= 2 ? (directions?.shape ?? null) : null} />
          <RouteDirections
            directions={directions}
            stops={stops}
            returnToStart={returnToStart}
            current={step}
            onShow={showStep}
          />
          <RouteTakeAlong
            routeName={route?.name ?? 'Route'}
            stops={stops}
            arrivals={shownArrivals}
            line={stops.length >= 2 ? (directions?.shape ?? null) : null}
            returnToStart={returnToStart}
          />
          <div className="planner-column" data-print="hide">
            <RouteHistory entries={history} />
            {recorded && stops.length >= 2 && (
              <TechnicalDetails method={recorded.method} path={recorded.path} body={recorded.body} config={config} />
            )}
          </div>
        </div>

        {/* On a phone or tablet the map comes first and stays in view under the header while the list scrolls
            beneath it, so a stop or a step tapped in the list is seen on the map; beside the list from 1024 px. */}
        <div className="planner-map-slot">
          <PlannerMap stops={stops} shape={stops.length >= 2 ? (directions?.shape ?? null) : null} config={config} step={step} />
        </div>
      </div>
    </div>
  );
}
