// The UI system: Chakra's default look with only the component recipes this app uses. Chakra's defaultSystem
// carries all ~75 of them (about 120 kB of script) into every page's first load. A component whose recipe is
// missing renders unstyled without a word, so system.test.ts checks every Chakra component the app imports.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  cardSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

export const recipes = {
  badge: badgeRecipe,
  code: codeRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * The colour palettes the app uses. Building the system's tokens is most of its start-up work on a phone, and the
 * palettes are most of the tokens: the four the app never names (teal, cyan, purple, pink) are left out.
 */
export const PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue'] as const;
const NOT_PALETTES = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha', 'bg', 'fg', 'border'];
const usedColors = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => NOT_PALETTES.includes(name) || (PALETTES as readonly string[]).includes(name))) as T;

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: usedColors(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: usedColors(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes,
    slotRecipes,
  },
});

/** Chakra's system for the app's config, its run-time global styles included (global-css.test.tsx renders them). */
export function createChakraSystem(): SystemContext {
  return createSystem(defaultBaseConfig, config);
}

/**
 * The system the app renders with, built by main.tsx in a task of its own (it is ~45 % of the shell's start on a
 * phone). Its global styles (preflight, every token as a CSS variable, light and dark) are global.css, loaded with
 * the page's CSS: compiled at run time they were the largest part of the first commit, one task too long to split.
 * The build does not even compute them (skip-runtime-global-styles.ts).
 */
export function createAppSystem(): SystemContext {
  return { ...createChakraSystem(), _global: [] };
}
