/** The visit lines feature's public entry: "Materialer" on the office visit page (issue #15). */
export { VisitMaterials } from './visit-materials.tsx';
export { useUnitText } from './visit-materials.tsx';
export { visitLinesOptions } from './visit-lines-api.ts';
