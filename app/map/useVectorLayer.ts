// A vector layer of a component's own on the map, for as long as the component is there: the planner's stops,
// route line and pointed-at step each draw into one.
import type OlMap from 'ol/Map';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import type { StyleLike } from 'ol/style/Style';
import { useEffect, useRef } from 'react';

/** The layer's source (the same one for the component's life); `name` is what tests find the layer by. */
export function useVectorLayer(map: OlMap | null, name: string, zIndex: number, style?: StyleLike): VectorSource {
  const source = useRef(new VectorSource());
  // The style is fixed for the layer's life: a constant of the caller, not a dependency of the effect.
  const fixedStyle = useRef(style);
  useEffect(() => {
    if (!map) return;
    const layer = new VectorLayer({ source: source.current, zIndex, ...(fixedStyle.current ? { style: fixedStyle.current } : {}) });
    layer.set('name', name);
    map.addLayer(layer);
    return () => {
      map.removeLayer(layer);
    };
  }, [map, name, zIndex]);
  return source.current;
}
