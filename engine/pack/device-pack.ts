// The pack a phone downloads to answer with no network: a region pack cut down to what the browser needs (car
// graph, hierarchy and snap index, geocoding and search, traffic, basemap), with the world gazetteer added
// because a browser has no node_modules to read it from. Walking and cycling graphs, two thirds of a pack,
// stay on the server.
import { gazetteerSections } from '../geocode/gazetteer-sections.ts';
import type { GazetteerData } from '../geocode/gazetteer.ts';
import { checkPackStructure } from './check-graph.ts';
import { readPack, writePack, type RegionPack } from './container.ts';
import { PROFILE_NAMES, type Profile } from './profiles.ts';

/** Bumped whenever what a device pack holds changes, so device packs built by older code are built again. */
export const DEVICE_PACK_VERSION = 2;

export const DEVICE_PROFILES: readonly Profile[] = ['car'];

const leftOut = (section: string): boolean => PROFILE_NAMES.some((p) => !DEVICE_PROFILES.includes(p) && section.startsWith(`${p}.`));

export function buildDevicePack(pack: RegionPack, gazetteer: GazetteerData): Uint8Array {
  const sections: Record<string, ArrayBufferView> = {};
  for (const s of pack.meta.sections) if (!leftOut(s.name)) sections[s.name] = pack.section(s.name, s.dtype);
  Object.assign(sections, gazetteerSections(gazetteer));
  const { formatVersion: _version, sections: _sections, ...info } = pack.meta;
  return writePack({ ...info, stats: { ...info.stats, profiles: DEVICE_PROFILES.join(',') } }, sections);
}

/** The routing profiles a pack holds (a device pack: car only). */
export const profilesIn = (pack: RegionPack): Profile[] => PROFILE_NAMES.filter((p) => pack.has(`${p}.node.lat`));

/** Opens a pack (a device pack or a full one) and checks the structure of every profile it holds. */
export function openPack(buf: ArrayBuffer): RegionPack {
  const pack = readPack(buf);
  checkPackStructure(pack, profilesIn(pack));
  return pack;
}
