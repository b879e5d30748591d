/**
 * The icon names content may use in front matter (element `icon`, cards, menus).
 * Kept free of React so build-time validators can read it; the components are
 * mapped in src/components/Icon, which must cover every name (the type enforces it).
 */
export const ICON_NAMES = [
  'activity',
  'bell',
  'blocks',
  'book-open',
  'building',
  'cloud',
  'cpu',
  'database',
  'door-open',
  'droplet',
  'droplets',
  'factory',
  'fan',
  'flask-conical',
  'fuel',
  'gauge',
  'git-branch',
  'graduation-cap',
  'hard-drive',
  'heater',
  'hotel',
  'id-card',
  'layout-dashboard',
  'leaf',
  'lightbulb',
  'monitor',
  'network',
  'power',
  'radio',
  'repeat',
  'rotate-ccw',
  'ruler',
  'server',
  'shower-head',
  'sliders-horizontal',
  'smartphone',
  'sparkles',
  'sprout',
  'thermometer',
  'timer',
  'tractor',
  'utensils',
  'variable',
  'vibrate',
  'warehouse',
  'waves',
  'wind',
  'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);
}
