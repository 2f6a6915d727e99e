// Traffic Incidents page (SPEC §2): search or pan a map, and list the incidents inside its bounding box.
import type OlMap from 'ol/Map';
import { useCallback, useEffect, useState } from 'react';
import { LOCATIONS_DEBOUNCE_MS, LOCATIONS_MIN_LENGTH, searchLocations, type LocationSuggestion } from '../../api/search-locations.ts';
import { LocationSearch } from '../../components/location-search/LocationSearch.tsx';
import { PageTitle } from '../../components/PageTitle.tsx';
import { TrafficIntro } from './TrafficIntro.tsx';
import { BaseMap, mapHeightStyle, type MapHeight } from '../../map/BaseMap.tsx';
import './incidents.css';
import { SaveAreaOffline } from '../../pwa/OfflineArea.tsx';
import { useMapConfig } from '../../map/useMapConfig.ts';
import { BoundingBoxCard } from './BoundingBoxCard.tsx';
import { IncidentList, type Selection } from './IncidentList.tsx';
import { TRAFFIC_ZOOM, recentre, startCenter } from './map-view.ts';
import { useBoundingBoxReports } from './useBoundingBoxReports.ts';
import { useIncidentLayer } from './useIncidentLayer.ts';
import { useTrafficIncidents } from './useTrafficIncidents.ts';
import { prepareLocalDateTimes } from '../../local-time.ts';


// SPEC §9: a failed traffic location search is logged, and its suggestions cleared.
const logSearchError = (error: unknown) => console.error('Failed to search locations', error);
const suggestionAt = (s: LocationSuggestion) => ({ lat: s.latitude, lng: s.longitude });

const MAP_HEIGHT: MapHeight = { base: '360px', md: '520px', lg: '600px' };

export default function TrafficPage() {
  const { config, error: configError } = useMapConfig();
  const [map, setMap] = useState<OlMap | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const { box, incidents, status, showBox } = useTrafficIncidents();

  const onChoose = useCallback(
    (s: LocationSuggestion) => {
      if (map) recentre(map, { lat: s.latitude, lng: s.longitude }, TRAFFIC_ZOOM);
    },
    [map],
  );
  const selectFromMap = useCallback((id: string) => setSelection({ id, fromMap: true }), []);
  const selectFromList = useCallback((id: string) => setSelection({ id, fromMap: false }), []);
  const selectedId = selection && incidents.some((i) => i.id === selection.id) ? selection.id : null;

  useEffect(prepareLocalDateTimes, []);
  useBoundingBoxReports(map, showBox);
  useIncidentLayer(map, incidents, selectedId, selectFromMap);

  return (
    <div>
      <PageTitle title="Traffic Incidents" />
      <TrafficIntro />
      <div className="traffic-layout">
        <div className="traffic-column" data-gap="3">
          <LocationSearch
            search={searchLocations}
            minLength={LOCATIONS_MIN_LENGTH}
            debounceMs={LOCATIONS_DEBOUNCE_MS}
            onError={logSearchError}
            onSelect={onChoose}
            at={suggestionAt}
            regions={config?.regions ?? []}
            afterPick="show"
            listLabel="Location suggestions"
            outsideConsequence="no roads or incidents there"
          />
          {config ? (
            <BaseMap
              height={MAP_HEIGHT}
              center={startCenter(config)}
              zoom={TRAFFIC_ZOOM}
              onMapReady={setMap}
              aria-label="Traffic map"
            />
          ) : (
            <div className="base-map traffic-map-waiting" style={mapHeightStyle(MAP_HEIGHT)}>
              <p className="incidents-note">{configError ? `The map could not be loaded: ${configError}` : 'Loading map...'}</p>
            </div>
          )}
          <p className="incidents-sources">Search for a location, or pan and zoom the map, to update the bounding box and its incidents.</p>
          <SaveAreaOffline getExtent={() => box} />
        </div>
        <div className="traffic-column" data-gap="4">
          <BoundingBoxCard box={box} />
          <IncidentList incidents={incidents} status={status} selection={selectedId ? selection : null} onSelect={selectFromList} />
        </div>
      </div>
    </div>
  );
}
