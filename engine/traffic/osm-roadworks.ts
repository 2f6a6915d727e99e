// Road works mapped in OpenStreetMap (highway=construction) as incidents, stating only what the tags say.
import type { RoadWay, SourceInfo } from '../pack/ways.ts';
import { roadLabel, type NameNear } from './nearby-names.ts';
import { ICONS, type Incident } from './types.ts';

export const OSM_SOURCE = 'OpenStreetMap';

const CAR_CLASSES = new Set([
  'motorway', 'trunk', 'primary', 'secondary', 'tertiary', 'unclassified', 'residential', 'living_street', 'service', 'road',
  'motorway_link', 'trunk_link', 'primary_link', 'secondary_link', 'tertiary_link',
]);

/** Severity from the class of road being built: the bigger the road, the bigger the closure. */
export function roadworksSeverity(roadClass: string | undefined): number {
  const base = roadClass?.replace(/_link$/, '');
  if (base === 'motorway' || base === 'trunk') return 3;
  if (base === 'primary' || base === 'secondary') return 2;
  return roadClass && CAR_CLASSES.has(roadClass) ? 1 : 0;
}

/** `nameNear` names a spot (the nearest named road or place) for works on a way OSM left unnamed. */
export function roadworksIncidents(ways: readonly RoadWay[], info: SourceInfo, nameNear: NameNear): Incident[] {
  return ways.filter((w) => w.tags.highway === 'construction' && w.coords.length > 0).map((w) => roadworksIncident(w, info, nameNear));
}

function roadworksIncident(w: RoadWay, info: SourceInfo, nameNear: NameNear): Incident {
  const t = w.tags;
  const roadClass = t.construction;
  const what = roadClass ? `${roadClass.replace(/_/g, ' ')} road` : 'road (class not mapped)';
  const mid = w.coords[Math.floor(w.coords.length / 2)]!;
  const name = roadLabel(t);
  const near = name ? undefined : nameNear(mid[0], mid[1]);
  const subject = name ?? (near ? `An unnamed way near ${near}` : 'An unnamed way');
  const dataDate = info.timestamp ?? '';
  const dates = [
    t.start_date ? `OSM start_date ${t.start_date}.` : '',
    t.opening_date ? `OSM opening_date (expected opening) ${t.opening_date}.` : '',
    !t.start_date && !t.opening_date
      ? `OpenStreetMap records no start or end date for these works; the start time shown is the date of the OpenStreetMap data${dataDate ? ` (${dataDate.slice(0, 10)})` : ' (unknown)'}.`
      : '',
  ].filter(Boolean);
  const incident: Incident = {
    id: `osm-${w.id.replace(/\//g, '-')}`,
    iconURL: ICONS.construction,
    severity: roadworksSeverity(roadClass),
    impacting: roadClass !== undefined && CAR_CLASSES.has(roadClass),
    shortDesc: name ? `${name}: road works, ${what} under construction` : `Road works${near ? ` near ${near}` : ''}: ${what} under construction`,
    fullDesc: [
      `${subject} is mapped in OpenStreetMap as a ${what} under construction (highway=construction${roadClass ? `, construction=${roadClass}` : ''}), closed to traffic while it is built.`,
      ...dates,
      `Source: OpenStreetMap ${w.id}, ${info.source}.`,
    ].join(' '),
    startTime: isIsoDate(t.start_date) ? t.start_date! : dataDate,
    lat: mid[1],
    lng: mid[0],
    type: 1,
    source: OSM_SOURCE,
    shape: w.coords.map(([lng, lat]) => [lat, lng]),
  };
  if (isIsoDate(t.opening_date)) incident.endTime = t.opening_date;
  return incident;
}

function isIsoDate(v: string | undefined): boolean {
  return v !== undefined && /^\d{4}-\d{2}-\d{2}/.test(v);
}

/** Ends of two mapped ways this close are one piece of road works. */
const JOIN_METERS = 15;

/**
 * The road works of one project as one incident: OpenStreetMap maps a motorway being built as dozens of ways (157
 * in the Gothenburg data), which listed one by one drowned the view. Ways whose ends meet are joined; the incident
 * keeps the most severe way's words and shape, says how many ways it spans, and covers them all in `extent`. Works
 * on footways, cycleways and rail (severity 0) are no traffic incident and are left out.
 */
export function joinRoadworks(incidents: readonly Incident[]): { incident: Incident; extent: [number, number][] }[] {
  const works = incidents.filter((i) => i.source === OSM_SOURCE && i.severity > 0 && i.shape?.length);
  const parent = works.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const ends = works.map((w) => [w.shape![0]!, w.shape!.at(-1)!]);
  for (let a = 0; a < works.length; a++) {
    for (let b = a + 1; b < works.length; b++) {
      if (ends[a]!.some((p) => ends[b]!.some((q) => metersBetween(p, q) <= JOIN_METERS))) parent[root(a)] = root(b);
    }
  }
  const groups = new Map<number, Incident[]>();
  works.forEach((w, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), w]));
  const joined = [...groups.values()].map((members) => {
    const lead = [...members].sort((x, y) => y.severity - x.severity || y.shape!.length - x.shape!.length || x.id.localeCompare(y.id))[0]!;
    const incident = members.length === 1 ? lead : { ...lead, fullDesc: `${lead.fullDesc} The works span ${members.length} mapped ways.` };
    return { incident, extent: members.flatMap((m) => m.shape!) };
  });
  const others = incidents.filter((i) => i.source !== OSM_SOURCE).map((incident) => ({ incident, extent: incident.shape ?? [[incident.lat, incident.lng] as [number, number]] }));
  return [...joined, ...others];
}

function metersBetween([lat1, lng1]: [number, number], [lat2, lng2]: [number, number]): number {
  const x = (lng2 - lng1) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return Math.hypot(x, lat2 - lat1) * 111_320;
}
