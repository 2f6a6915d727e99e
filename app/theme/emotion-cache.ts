// The style cache the app renders with. Emotion's production default ("speedy") inserts every rule into one
// stylesheet through the CSSOM. Chakra wraps its recipe styles in @layer blocks, and Chromium restyles the whole
// page when a @layer rule is inserted into an existing sheet (7-9 ms for the planner on a desktop, about 30 ms on
// a phone, after every commit that brings a new style), where a new <style> element is only matched where its
// selectors apply (0.2 ms). So every rule is a style element of its own: emotion's non-speedy mode.
import createCache from '@emotion/cache';

export const emotionCache = createCache({ key: 'css', speedy: false });
