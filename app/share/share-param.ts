// The address parameter that carries a shared route; kept apart so the shell can look for it without loading
// the importer and the data layer.
export const SHARE_PARAM = 'r';
