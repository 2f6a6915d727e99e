// The list only moves up and down; @dnd-kit/modifiers is not installed for this one line.
import type { Modifier } from '@dnd-kit/core';

export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
