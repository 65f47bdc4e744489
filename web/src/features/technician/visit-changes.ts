/** The visit as the technician saw it when acting: enough to tell them later what the office changed. */
export interface SeenVisit {
  id: string;
  version: number;
  updatedAt: string;
  status: string;
  start: string | null;
  end: string | null;
  description: string | null;
  archived?: boolean;
  address: {
    streetAddress: string | null;
    zipcode: string | null;
    city: string | null;
  };
}

export type VisitChange = 'status' | 'time' | 'address' | 'description' | 'archived' | 'removed';

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && new Date(a).getTime() === new Date(b).getTime());

/**
 * What changed in a way that matters to the technician's action (decisions/0016): the status, the times, the
 * address, the description, archiving, or the visit is gone from them (`current` null: deleted or they were taken
 * off it). Anything else (a price, a tag) does not: the queue retries on the new version without asking.
 */
export function changesThatMatter(seen: SeenVisit, current: SeenVisit | null): VisitChange[] {
  if (!current) return ['removed'];
  const changes: VisitChange[] = [];
  if (seen.status !== current.status) changes.push('status');
  if (!sameInstant(seen.start, current.start) || !sameInstant(seen.end, current.end)) changes.push('time');
  const a = seen.address;
  const b = current.address;
  if (a.streetAddress !== b.streetAddress || a.zipcode !== b.zipcode || a.city !== b.city) changes.push('address');
  if ((seen.description ?? '') !== (current.description ?? '')) changes.push('description');
  if ((seen.archived ?? false) !== (current.archived ?? false)) changes.push('archived');
  return changes;
}

/** The fields a SeenVisit keeps, from any visit shape the panel reads. */
export function seenOf(visit: SeenVisit): SeenVisit {
  return {
    id: visit.id,
    version: visit.version,
    updatedAt: visit.updatedAt,
    status: visit.status,
    start: visit.start,
    end: visit.end,
    description: visit.description,
    archived: visit.archived ?? false,
    address: {
      streetAddress: visit.address.streetAddress,
      zipcode: visit.address.zipcode,
      city: visit.address.city,
    },
  };
}
