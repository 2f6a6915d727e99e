// The contract's plain numbers and paths, free of schemas: the app's pages import these without loading zod.

/** The most locations one routing, matrix or optimize call may carry. */
export const MAX_LOCATIONS = 100;

/** Longest time at one stop: a working day. */
export const MAX_SERVICE_MINUTES = 24 * 60;

/** The motor vehicles a driving route can be for (the planner's 'Vehicle'). */
export const VEHICLE_TYPES = ['car', 'van', 'truck'] as const;
export type Vehicle = (typeof VEHICLE_TYPES)[number];

/** The planner marks the repeated first stop (return to start) with this id. */
export const RETURN_MARKER_ID = -1;

/** SPEC §9: the planner's location search shows 8 results. */
export const PREDICTION_LIMIT = 8;

/** Where the region packs a device can download are listed (GET, beside a static build too). */
export const DEVICE_PACK_INDEX_PATH = '/packs/index.json';
