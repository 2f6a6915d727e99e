// 'Your Route' heading with the stop-count badge and its four buttons (SPEC §2).
import { Badge } from '@chakra-ui/react';
import './planner-page.css';
import { Clock, Shuffle, Sparkles } from 'lucide-react';
import { Tooltip } from '../../components/Tooltip.tsx';
import { ClearStopsDialog } from './ClearStopsDialog.tsx';
import { memo, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { Heading } from '../../components/Heading.tsx';

interface Props {
  count: number;
  onSetDefaults: () => void;
  onMixUp: () => void;
  /** Settles when the optimize is done, however it went. */
  onOptimize: () => Promise<void>;
  onClear: () => Promise<void>;
}

export const RouteToolbar = memo(function RouteToolbar({ count, onSetDefaults, onMixUp, onOptimize, onClear }: Props) {
  return (
    <div className="route-toolbar">
      <div className="route-toolbar-title">
        <Heading as="h2" size="lg">
          Your Route
        </Heading>
        <Badge colorPalette="blue" aria-label={`${count} stops`} data-testid="stop-count">
          {count}
        </Badge>
      </div>
      <div className="route-toolbar-actions">
        <Tooltip content="midnight to midnight">
          <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={onSetDefaults}>
            <Clock /> Set Defaults
          </Button>
        </Tooltip>
        <Button size={{ base: 'md', md: 'sm' }} variant="outline" onClick={onMixUp}>
          <Shuffle /> Mix Up
        </Button>
        <OptimizeButton onOptimize={onOptimize} />
        <ClearStopsDialog disabled={count === 0} onConfirm={onClear} />
      </div>
    </div>
  );
});

/**
 * 'Optimizing...' is the button's own state: the tap re-renders this button, not the toolbar's other buttons, their
 * tooltip and dialog, nor the page around it (a phone's tap waited ~50 ms for the planner page's render, then
 * ~30 ms for the toolbar's, before the busy button painted).
 */
function OptimizeButton({ onOptimize }: Pick<Props, 'onOptimize'>) {
  const [optimizing, setOptimizing] = useState(false);
  const optimize = () => {
    setOptimizing(true);
    void onOptimize().finally(() => setOptimizing(false));
  };
  return (
    <Button size={{ base: 'md', md: 'sm' }} onClick={optimize} loading={optimizing} loadingText="Optimizing...">
      <Sparkles /> Optimize Route
    </Button>
  );
}
