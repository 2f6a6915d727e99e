// The one OpenLayers map every page builds on: a basemap from the proxy, attribution, a picker of the offline
// regions and a notice when the view shows none of them. Pages add their own layers through onMapReady.
import 'ol/ol.css';
import './ol-dark.css';
import './base-map.css';
import OlMap from 'ol/Map';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import { fromLonLat } from 'ol/proj';
import { startTransition, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { MapConfigResponse } from '../../service/contract/index.ts';
import { DeviceRegions } from '../device/DeviceRegions.tsx';
import { useTheme } from '../theme/ThemeProvider.tsx';
import { createBaseLayer, type BaseLayer } from './base-layer.ts';
import { WORKER_FAILED } from './offscreen-basemap.ts';
import { CoverageNotice } from './CoverageNotice.tsx';
import { RegionPicker } from './RegionPicker.tsx';
import { regionAt, viewOutsideCoverage } from './regions.ts';
import { useMapConfig } from './useMapConfig.ts';
import { fitBounds, useMapView } from './view-bounds.ts';

export type MapStyleId = 'map' | 'satellite';

/** The map's height on a phone, and from Chakra's md (768 px) and lg (1024 px) breakpoints up when it changes there. */
export interface MapHeight {
  base: string;
  md?: string;
  lg?: string;
}

/** The height as the variables base-map.css reads at each breakpoint (a page's stand-in for its map uses it too). */
export const mapHeightStyle = ({ base, md, lg }: MapHeight) =>
  ({ '--map-height': base, '--map-height-md': md ?? base, '--map-height-lg': lg ?? md ?? base }) as CSSProperties;

export interface BaseMapProps {
  height: MapHeight;
  center?: { lat: number; lng: number };
  zoom?: number;
  mapStyle?: MapStyleId;
  onMapReady?: (map: OlMap, config: MapConfigResponse) => void;
  'aria-label': string;
}

export function BaseMap({ height, center, zoom, mapStyle = 'map', onMapReady, 'aria-label': label }: BaseMapProps) {
  const { config, error } = useMapConfig();
  const { resolved: theme } = useTheme();
  const target = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<OlMap | null>(null);
  const [drawOnPage, setDrawOnPage] = useState(false);
  const onReady = useRef(onMapReady);
  onReady.current = onMapReady;
  const initialView = useRef({ center, zoom });

  // The map is made in a task of its own once the page is on screen, and what it brings (the region picker, the
  // page's layers) renders as a transition: made in the page's commit, it was part of one long task on a phone.
  useEffect(() => {
    const element = target.current;
    if (!config || !element) return;
    let olMap: OlMap | null = null;
    const timer = setTimeout(() => {
      const start = initialView.current.center ?? config.defaultCenter;
      const made = new OlMap({
        target: element,
        controls: defaultControls({ attributionOptions: { collapsible: false } }),
        view: new View({
          center: fromLonLat([start.lng, start.lat]),
          zoom: initialView.current.zoom ?? config.defaultZoom,
          maxZoom: 20,
        }),
      });
      olMap = made;
      startTransition(() => {
        setMap(made);
        onReady.current?.(made, config);
      });
    });
    return () => {
      clearTimeout(timer);
      olMap?.setTarget(undefined);
      olMap?.dispose();
      setMap(null);
    };
  }, [config]);

  useEffect(() => {
    if (!map || !config) return;
    const style = config.styles.find((s) => s.id === mapStyle) ?? config.styles[0];
    if (!style) return;
    const layer: BaseLayer = createBaseLayer(style, config.attribution, theme, drawOnPage);
    map.getLayers().insertAt(0, layer);
    // A worker that cannot draw (its script failed to load, or no module workers) hands the map to the page.
    const drawHere = () => setDrawOnPage(true);
    layer.addEventListener(WORKER_FAILED, drawHere);
    return () => {
      layer.removeEventListener(WORKER_FAILED, drawHere);
      map.removeLayer(layer);
      layer.dispose();
    };
  }, [map, config, mapStyle, theme, drawOnPage]);

  const view = useMapView(map);
  const regions = config?.regions ?? [];
  const showRegion = (id: string) => {
    const region = regions.find((r) => r.id === id);
    if (map && region) void fitBounds(map, region.bounds);
  };

  return (
    // Plain elements (base-map.css): the map renders again at each move of the view, and Chakra's Box and HStack
    // resolved their styles each time (issue 33).
    <div className="base-map" style={mapHeightStyle(height)}>
      <div ref={target} role="region" aria-label={label} data-testid="map" className="base-map-target" />
      {map && (
        <div className="base-map-controls">
          <RegionPicker regions={regions} currentId={(view && regionAt(regions, view.center)?.id) ?? null} onChoose={showRegion} />
          {config?.provider === 'offline' && <DeviceRegions regionInView={(view && regionAt(regions, view.center)?.id) ?? null} />}
        </div>
      )}
      {view && viewOutsideCoverage(regions, view.bounds) && <CoverageNotice regions={regions} onChoose={showRegion} />}
      {error && (
        <p className="base-map-error">The map could not be loaded: {error}</p>
      )}
    </div>
  );
}
