// The offline regions over the map; choosing one recentres the map on it. A native select: on a phone the system's
// own list opens, with nothing for the page to lay out (a menu of ours took most of a second to open on a slow
// phone beside a long route). Its value is always the empty option, which shows the region in view: choosing
// the region already named still fires, and brings it back into view after panning away.
import { PlainSelect } from '../components/PlainSelect.tsx';
import './region-picker.css';
import type { OfflineRegionInfo } from '../../service/contract/index.ts';

interface Props {
  regions: readonly Pick<OfflineRegionInfo, 'id' | 'name'>[];
  /** The region under the map's centre, if any. */
  currentId: string | null;
  onChoose: (id: string) => void;
}

export function RegionPicker({ regions, currentId, onChoose }: Props) {
  if (regions.length === 0) return null;
  const current = regions.find((r) => r.id === currentId);
  return (
    <PlainSelect
      size="responsive"
      rootClassName="region-picker"
      aria-label={current ? `Map region: ${current.name}` : 'Map regions'}
      name="map-region"
      data-testid="region-picker"
      value=""
      onChange={(e) => e.currentTarget.value && onChoose(e.currentTarget.value)}
    >
      <option value="" hidden>
        {current?.name ?? 'Regions'}
      </option>
      {regions.map((r) => (
        <option key={r.id} value={r.id}>
          {r.name}
        </option>
      ))}
    </PlainSelect>
  );
}
