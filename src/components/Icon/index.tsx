import React, {type ReactNode} from 'react';
// Imported one by one so the bundler keeps only these icons.
import {
  Activity,
  Bell,
  Blocks,
  BookOpen,
  Building,
  Cloud,
  Cpu,
  DoorOpen,
  Droplet,
  Droplets,
  Factory,
  Fan,
  FlaskConical,
  Fuel,
  Gauge,
  GraduationCap,
  HardDrive,
  Heater,
  Hotel,
  IdCard,
  LayoutDashboard,
  Leaf,
  Lightbulb,
  Power,
  Repeat,
  RotateCcw,
  Ruler,
  Server,
  ShowerHead,
  Smartphone,
  Sparkles,
  Sprout,
  Thermometer,
  Tractor,
  Utensils,
  Vibrate,
  Warehouse,
  Waves,
  Wind,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type {IconName} from '@site/src/data/icons';

const ICONS: Record<IconName, LucideIcon> = {
  activity: Activity,
  bell: Bell,
  blocks: Blocks,
  'book-open': BookOpen,
  building: Building,
  cloud: Cloud,
  cpu: Cpu,
  'door-open': DoorOpen,
  droplet: Droplet,
  droplets: Droplets,
  factory: Factory,
  fan: Fan,
  'flask-conical': FlaskConical,
  fuel: Fuel,
  gauge: Gauge,
  'graduation-cap': GraduationCap,
  'hard-drive': HardDrive,
  heater: Heater,
  hotel: Hotel,
  'id-card': IdCard,
  'layout-dashboard': LayoutDashboard,
  leaf: Leaf,
  lightbulb: Lightbulb,
  power: Power,
  repeat: Repeat,
  'rotate-ccw': RotateCcw,
  ruler: Ruler,
  server: Server,
  'shower-head': ShowerHead,
  smartphone: Smartphone,
  sparkles: Sparkles,
  sprout: Sprout,
  thermometer: Thermometer,
  tractor: Tractor,
  utensils: Utensils,
  vibrate: Vibrate,
  warehouse: Warehouse,
  waves: Waves,
  wind: Wind,
  zap: Zap,
};

/** A decorative icon: the text beside it carries the meaning, so it is hidden from assistive tech. */
export default function Icon({
  name,
  size = 20,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}): ReactNode {
  const Component = ICONS[name];
  return (
    <Component size={size} className={className} aria-hidden="true" focusable="false" />
  );
}
