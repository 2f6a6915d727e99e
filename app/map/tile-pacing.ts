// OpenLayers builds and paints, in one frame, every vector tile that became ready since the last one: a page's
// first tiles arriving together made one frame of 150-200 ms on a mid-range phone. Reading the tiles that
// arrived one after each frame keeps every frame to one tile's work.

const arrived: Array<() => void> = [];

function readNext() {
  arrived.shift()?.();
  if (arrived.length) requestAnimationFrame(() => setTimeout(readNext));
}

/** Runs `read` (parse a tile and hand it to the map) in its turn: the first at once, each next after a frame. */
export function readInTurn(read: () => void): void {
  arrived.push(read);
  if (arrived.length === 1) setTimeout(readNext);
}
