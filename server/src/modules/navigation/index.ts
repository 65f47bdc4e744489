/** The navigation module's public entry: the sidebar's badge counts. */
export { countNavigationBadges, type NavigationCounts } from './count-navigation-badges.ts';
