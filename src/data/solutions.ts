/**
 * The industries the solution pages serve: the /solutions sidebar groups its
 * pages under these headings, in this order. Every solution page is in exactly
 * one group (tests/unit/data/solutions.test.ts).
 */
export interface SolutionIndustry {
  title: string;
  /** Slugs of the solution pages, as in /solutions/<slug>. */
  solutions: string[];
}

export const SOLUTION_INDUSTRIES: SolutionIndustry[] = [
  {title: 'Agriculture', solutions: ['aquatic_farming', 'indoor_farming', 'outdoor_farming']},
  {
    title: 'Buildings and hospitality',
    solutions: ['smart_building', 'hotel_management', 'restaurant_automation'],
  },
  {
    title: 'Industry and logistics',
    solutions: ['production_floor', 'warehouse_management', 'fuel_depot'],
  },
  {title: 'Infrastructure', solutions: ['smart_city', 'data_center']},
];
