import { optionList } from './requests/option-list';

/**
 * Ghana's sixteen regions since 2019 (the spec's list predates the split of Brong-Ahafo, Northern,
 * Volta and Western; see ADR 022).
 */
export const GHANA_REGIONS = optionList({
  ahafo: 'Ahafo',
  ashanti: 'Ashanti',
  bono: 'Bono',
  'bono-east': 'Bono East',
  central: 'Central',
  eastern: 'Eastern',
  'greater-accra': 'Greater Accra',
  'north-east': 'North East',
  northern: 'Northern',
  oti: 'Oti',
  savannah: 'Savannah',
  'upper-east': 'Upper East',
  'upper-west': 'Upper West',
  volta: 'Volta',
  western: 'Western',
  'western-north': 'Western North',
});
export type GhanaRegion = (typeof GHANA_REGIONS.values)[number];
