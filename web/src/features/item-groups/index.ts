// The item groups feature's public entry: the items feature's group filter and picker read the groups from here.
export { itemGroupsKey, itemGroupsOptions, type ItemGroup } from './item-groups-api.ts';
