// The proxy's public contract in one import for the app's API client: request and response schemas per endpoint.
export * from './common.ts';
export * from './limits.ts';
export * from './optimize-route.ts';
export * from './route-directions.ts';
export * from './route-matrix.ts';
export * from './geocode.ts';
export * from './reverse-geocode.ts';
export * from './geocode-batch.ts';
export * from './search-locations.ts';
export * from './search-predictions.ts';
export * from './traffic-incidents.ts';
export * from './map-config.ts';
export * from './tiles.ts';
