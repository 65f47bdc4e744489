/** What "Tilføj materiale" queues (addVisitLine's input): the van is the technician's own, the price the item's. */
export interface MaterialInput {
  visitId: string;
  itemId: string;
  quantity: number;
}
