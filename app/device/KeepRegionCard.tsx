// The first use's download where the visitor sees it: a card on the map, under its controls, with the progress
// and Cancel, then what it did; where storage is short, the one tap that keeps the region anyway. On the map, so
// it covers none of the page's own controls. Plain elements (keep-region-card.css, as Chakra's Box, Stack and Text
// drew it): the card renders again at every chunk of the download (issue 33).
import './keep-region-card.css';
import { cancelKeeping, dismissKeeping, keepRegion } from './keep-region.ts';
import { keepText, useKeepRegion } from './keep-state.ts';
import { Button, CloseButton } from '../components/Button.tsx';
import { ProgressBar } from '../components/ProgressBar.tsx';

export function KeepRegionCard() {
  const state = useKeepRegion();
  if (state.kind === 'idle') return null;
  const downloading = state.kind === 'downloading';
  return (
    <div className="keep-region-card" data-testid="keep-region" data-state={state.kind} data-print="hide">
      <div className="keep-region-card-head">
        <p role="status" className="keep-region-card-text">
          {keepText(state)}
        </p>
        {!downloading && <CloseButton size={{ base: 'md', md: 'sm' }} aria-label="Close" onClick={dismissKeeping} />}
      </div>
      {downloading && (
        <div className="keep-region-card-progress">
          <ProgressBar style={{ flex: 1 }} value={(state.progress.received / state.progress.total) * 100} label={`Keeping ${state.pack.name} on this device`} />
          <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={cancelKeeping}>
            Cancel
          </Button>
        </div>
      )}
      {(state.kind === 'short' || state.kind === 'failed') && (
        <Button size={{ base: 'md', md: 'sm' }} style={{ alignSelf: 'start' }} onClick={() => void keepRegion(state.pack)}>
          Keep {state.pack.name} offline
        </Button>
      )}
    </div>
  );
}
