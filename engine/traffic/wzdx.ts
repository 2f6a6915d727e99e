// The subset of a WZDx (Work Zone Data Exchange, v4) GeoJSON feed this engine reads, validated with zod.
import { z } from 'zod';
import { ICONS, type Incident } from './types.ts';

const Position = z.array(z.number()).min(2);

export const WzdxFeedSchema = z.object({
  feed_info: z
    .object({
      publisher: z.string().optional(),
      update_date: z.string().optional(),
      version: z.string().optional(),
      data_sources: z.array(z.object({ data_source_id: z.string(), organization_name: z.string().optional() })).optional(),
    })
    .optional(),
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      type: z.literal('Feature'),
      properties: z.object({
        core_details: z.object({
          event_type: z.string(),
          data_source_id: z.string().optional(),
          road_names: z.array(z.string()).default([]),
          direction: z.string().optional(),
          name: z.string().optional(),
          description: z.string().optional(),
        }),
        start_date: z.string(),
        end_date: z.string().optional(),
        vehicle_impact: z.string().default('unknown'),
        beginning_cross_street: z.string().optional(),
        ending_cross_street: z.string().optional(),
      }),
      geometry: z.union([
        z.object({ type: z.literal('LineString'), coordinates: z.array(Position).min(1) }),
        z.object({ type: z.literal('MultiPoint'), coordinates: z.array(Position).min(1) }),
      ]),
    }),
  ),
});

export type WzdxFeed = z.infer<typeof WzdxFeedSchema>;

export class WzdxFeedError extends Error {
  readonly code = 'WZDX_FEED_INVALID';
}

/** Validates a parsed WZDx feed; the error names the first offending path. */
export function parseWzdxFeed(json: unknown): WzdxFeed {
  const r = WzdxFeedSchema.safeParse(json);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new WzdxFeedError(`Invalid WZDx feed at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'unknown'}`);
}

/** Severity from what is closed: all lanes 4, lane closures and one-way working 2, open lanes 1. */
export function wzdxSeverity(impact: string): number {
  if (impact === 'all-lanes-closed') return 4;
  if (impact.startsWith('some-lanes-closed') || ['alternating-one-way', 'flagging', 'temporary-traffic-signal'].includes(impact)) return 2;
  return 1;
}

export function wzdxIncidents(feed: WzdxFeed): Incident[] {
  const publisher = feed.feed_info?.publisher ?? 'unnamed publisher';
  const orgs = new Map((feed.feed_info?.data_sources ?? []).map((d) => [d.data_source_id, d.organization_name]));
  return feed.features.map((f) => {
    const p = f.properties;
    const core = p.core_details;
    const road = core.road_names.join(' / ') || core.name || 'Unnamed road';
    const impact = p.vehicle_impact;
    const coords = f.geometry.coordinates;
    const mid = coords[Math.floor(coords.length / 2)]!;
    const between = p.beginning_cross_street && p.ending_cross_street ? ` between ${p.beginning_cross_street} and ${p.ending_cross_street}` : '';
    const org = (core.data_source_id && orgs.get(core.data_source_id)) || publisher;
    const incident: Incident = {
      id: `wzdx-${f.id}`,
      iconURL: core.event_type === 'detour' ? ICONS.detour : impact === 'all-lanes-closed' ? ICONS.closed : ICONS.construction,
      severity: wzdxSeverity(impact),
      impacting: !impact.startsWith('all-lanes-open') && impact !== 'unknown',
      shortDesc: `${road}: ${core.event_type.replace(/-/g, ' ')}, ${impact.replace(/-/g, ' ')}`,
      fullDesc: [
        `${core.event_type === 'detour' ? 'Detour' : 'Work zone'} on ${road}${core.direction ? ` (${core.direction})` : ''}${between}: ${impact.replace(/-/g, ' ')}.`,
        core.description ?? '',
        `Source: WZDx feed from ${org}.`,
      ].filter(Boolean).join(' '),
      startTime: p.start_date,
      lat: mid[1]!,
      lng: mid[0]!,
      type: 1,
      source: `WZDx feed (${org})`,
      shape: coords.map((c) => [c[1]!, c[0]!]),
    };
    if (p.end_date) incident.endTime = p.end_date;
    return incident;
  });
}
