import { formatAddress } from '../../lib/format/address.ts';

interface Place {
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A maps link the phone opens in its maps app: Google's universal maps URL (Android and iOS hand it to the maps app,
 * a desktop opens the web map), by coordinates when the visit has them, else by the address.
 */
export function mapsUrl(place: Place): string | null {
  const query =
    place.latitude !== null && place.longitude !== null ? `${place.latitude},${place.longitude}` : formatAddress(place);
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** tel: with the number's digits and a leading +, so every phone dials it. */
export function telUrl(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : null;
}
